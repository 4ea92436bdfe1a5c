import clauz3
from tools.home.trusted import contracts as home
from tools.home.trusted.effects import set_door


def close(door: str) -> None:
    set_door(door, "locked")


@clauz3.guarantee(home.locked_at_end("garage"))
@clauz3.guarantee(home.left_unlocked("front"))
def main(state: str) -> None:
    if state == "locked" or state == "unlocked":
        set_door("garage", state)
    for door in ["back", "garage"]:
        close(door)
