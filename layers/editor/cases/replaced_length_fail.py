"""main(old=<41 characters>) replaces more than 40 characters."""

import clauz3
from tools.editor.trusted import contracts as ed
from tools.editor.trusted.effects import replace_in_file


@clauz3.guarantee(ed.replaced_at_most(40))
def main(old: str, new: str) -> None:
    if 0 < len(old) <= 41:
        replace_in_file("/srv/repo/app.py", old, new)
