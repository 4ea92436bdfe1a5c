"""The submodule rates.fee: importing it rebinds rates.fee to this module."""


def fee() -> int:
    return 1000
