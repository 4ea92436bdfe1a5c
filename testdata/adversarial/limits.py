"""Shadowed: cases/12_entry_dir_first imports its own limits.py.

This module is on the path (the corpus root is an import root) but comes
after the entry's directory, so CPython never imports it for that case.
"""


def cap() -> int:
    return 1
