"""The module CPython imports for `helpers` (before the namespace package)."""


def cap() -> int:
    return 1000
