"""A while loop is not modelled: the proof is refused (unsupported-while)."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(n: int) -> None:
    while n > 0:
        send_email("bob@example.com", "tick")
        n = n - 1
