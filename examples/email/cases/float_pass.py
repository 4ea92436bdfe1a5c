"""Floats are IEEE-754 doubles: 0.1 + 0.2 != 0.3, and the branch below is never taken."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main(x: float) -> None:
    if 0.1 + 0.2 == 0.3:
        send_email("bob@example.com", "decimal arithmetic")
    if x > 1.5 and x < 0.5 or x != x and x == x:
        send_email("bob@example.com", "impossible")
