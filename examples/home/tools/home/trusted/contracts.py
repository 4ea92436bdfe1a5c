"""Guarantees about the doors at the end of a program."""

from tools.home.trusted.effects import Door

from clauz3.spec import ContractSpec, contract


@contract
def all_locked_at_end() -> ContractSpec:
    """Every door is locked when the program ends."""
    return Door.final.all(lambda d: d.value == "locked")


@contract
def locked_at_end(door: str) -> ContractSpec:
    """The given door is locked when the program ends."""
    return Door.final[door] == "locked"


@contract
def left_unlocked(door: str) -> ContractSpec:
    """The given door is not locked when the program ends."""
    return Door.final[door] != "locked"
