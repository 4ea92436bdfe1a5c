"""A home-automation layer: doors that are locked and unlocked.

Door is a fluent: the state of each door, which starts "unlocked". Each
call of lock or unlock updates it; the guarantees in contracts.py speak of
its final state, when the program ends.
"""

import deal

from clauz3.fluent import effect, fluent

Door = fluent("door", key=str, value=str, initial="unlocked")


@deal.has("home")
@effect(lambda door: Door.set(door, "locked"))
def lock(door: str) -> None:
    """Lock door (a stub: the runner performs the real effect)."""
    return None


@deal.has("home")
@effect(lambda door: Door.set(door, "unlocked"))
def unlock(door: str) -> None:
    """Unlock door."""
    return None


@deal.has("home")
@effect(lambda door, state: Door.set(door, state))
@deal.pre(lambda door, state: state in ["locked", "unlocked"])
def set_door(door: str, state: str) -> None:
    """Put door in state ("locked" or "unlocked")."""
    return None
