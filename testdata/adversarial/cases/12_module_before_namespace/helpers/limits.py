"""Part of a namespace package that CPython never uses: helpers.py wins."""


def cap() -> int:
    return 1
