"""What the relative import would find if the file were a package module."""


def amount() -> int:
    return 1
