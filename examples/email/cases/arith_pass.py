"""Python's floor division and modulo: -7 // 2 == -4 and -7 % 2 == 1."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main(n: int) -> None:
    if n == -7:
        if n // 2 != -4 or n % 2 != 1:
            send_email("bob@example.com", "arithmetic is broken")
