"""A dry run counts the files it would edit; the count (2) never reaches the threshold."""

import clauz3
from tools.editor.trusted import contracts as ed
from tools.editor.trusted.effects import replace_in_file


@clauz3.guarantee(ed.no_edits())
def main(force: bool) -> None:
    planned = 0
    for path in ["/srv/repo/a.py", "/srv/repo/b.py"]:
        planned = planned + 1
    if planned > 2 and force:
        replace_in_file("/srv/repo/a.py", "x", "y")
