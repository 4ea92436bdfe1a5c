"""A while loop on an input over a counter is summarized, not unrolled:
however large n is, every email of every iteration goes to bob, so the
guarantee is proved for every n (an unrolling stops at 100 iterations
and could prove nothing)."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(n: int) -> None:
    while n > 0:
        send_email("bob@example.com", "tick")
        n = n - 1
