"""Three files are edited when at most two edits are allowed."""

import clauz3
from tools.editor.trusted import contracts as ed
from tools.editor.trusted.effects import replace_in_file


@clauz3.guarantee(ed.at_most_edits(2))
def main(new_name: str) -> None:
    for path in ["/srv/repo/app.py", "/srv/repo/test_app.py", "/srv/repo/README.md"]:
        replace_in_file(path, "old_name", new_name)
