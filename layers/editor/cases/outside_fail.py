"""main(path="/srv/repository/x") edits outside /srv/repo/: the check misses the final "/"."""

import clauz3
from tools.editor.trusted import contracts as ed
from tools.editor.trusted.effects import replace_in_file


@clauz3.guarantee(ed.edits_only_under("/srv/repo/"))
def main(path: str) -> None:
    if path.startswith("/srv/repo") and ".." not in path:
        replace_in_file(path, "TODO", "DONE")
