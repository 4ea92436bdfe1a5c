"""Trusted editor effects.

replace_in_file(path, old, new) replaces the first occurrence of old in the
file at path by new. Each call is a fact "replace_in_file" (marker "edit")
with the fields path, old and new. Paths are absolute and free of "..", as
in the filesystem layer, so a path starting with "/srv/repo/" is in that
directory.
"""

import deal


@deal.has("edit", "fs_write")
@deal.pre(lambda path, old, new: path.startswith("/") and ".." not in path and len(old) > 0)
def replace_in_file(path: str, old: str, new: str) -> None:
    """Replace the first occurrence of old by new in the file at path."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if old not in text:
        raise ValueError(f"{old!r} is not in {path}")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new, 1))
