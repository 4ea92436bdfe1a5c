"""The package CPython imports for `helpers`."""


def amount() -> int:
    return 1000
