"""Trusted search effects.

search(pattern, path) counts the lines matching the regular expression
pattern in the files under path. Each call is a fact "search" (marker
"grep") with the fields pattern and path; paths are absolute and free of
"..", as in the filesystem layer.
"""

import os
import re

import deal


@deal.has("grep", "fs_read")
@deal.pre(lambda pattern, path: len(pattern) > 0 and path.startswith("/") and ".." not in path)
@deal.post(lambda result: result >= 0)
def search(pattern: str, path: str) -> int:
    """The number of lines matching pattern in the files under path."""
    rx = re.compile(pattern)
    hits = 0
    for top, _dirs, files in os.walk(path):
        for name in files:
            with open(os.path.join(top, name), encoding="utf-8", errors="replace") as f:
                hits += sum(1 for line in f if rx.search(line))
    return hits
