import clauz3
from tools.home.trusted import contracts as home
from tools.home.trusted.effects import lock, unlock


@clauz3.guarantee(home.locked_at_end("front"))
def main(visitor: bool) -> None:
    lock("front")
    if visitor:
        unlock("front")
