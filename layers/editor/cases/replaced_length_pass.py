"""Only short snippets (at most 40 characters) are replaced."""

import clauz3
from tools.editor.trusted import contracts as ed
from tools.editor.trusted.effects import replace_in_file


@clauz3.guarantee(ed.replaced_at_most(40))
@clauz3.guarantee(ed.never_replaces("Copyright"))
def main(old: str, new: str) -> None:
    if 0 < len(old) <= 40 and "Copyright" not in old:
        replace_in_file("/srv/repo/app.py", old, new)
