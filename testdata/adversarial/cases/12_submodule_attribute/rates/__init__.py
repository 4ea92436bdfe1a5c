"""A package whose fee() is overridden by its submodule fee."""


def fee() -> int:
    return 1
