"""main(old="(c) Copyright") replaces the copyright line: only its start is checked."""

import clauz3
from tools.editor.trusted import contracts as ed
from tools.editor.trusted.effects import replace_in_file


@clauz3.guarantee(ed.never_replaces("Copyright"))
def main(old: str) -> None:
    if len(old) > 0 and not old.startswith("Copyright"):
        replace_in_file("/srv/repo/LICENSE", old, "")
