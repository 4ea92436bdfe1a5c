"""Rename a function in two known files: two edits, both in the repository."""

import clauz3
from tools.editor.trusted import contracts as ed
from tools.editor.trusted.effects import replace_in_file


@clauz3.guarantee(ed.edits_only_under("/srv/repo/"))
@clauz3.guarantee(ed.at_most_edits(2))
def main(new_name: str) -> None:
    if len(new_name) == 0:
        return
    for path in ["/srv/repo/app.py", "/srv/repo/test_app.py"]:
        replace_in_file(path, "def old_name(", "def " + new_name + "(")
