"""The assert holds on every path: n is clamped first."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(n: int) -> None:
    if n < 0:
        n = 0
    assert n >= 0
    if n > 3:
        send_email("bob@example.com", "many")
