"""main(apply=True) edits a file although no edit is promised."""

import clauz3
from tools.editor.trusted import contracts as ed
from tools.editor.trusted.effects import replace_in_file


@clauz3.guarantee(ed.no_edits())
def main(apply: bool) -> None:
    if apply:
        replace_in_file("/srv/repo/a.py", "x = 1", "x = 2")
