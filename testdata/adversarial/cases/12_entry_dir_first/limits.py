"""The limits CPython imports: the entry's directory is first on sys.path."""


def cap() -> int:
    return 1000
