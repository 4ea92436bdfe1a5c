"""Mails bob twice through the real trusted layer, with a helper, a loop and an f-string."""

import clauz3
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import lookup, send_email


def greet(name: str, n: int) -> str:
    return f"hello {name} #{n}"


@clauz3.guarantee(mail.domain("@example.com"))
@clauz3.guarantee(mail.at_most(2))
def main() -> None:
    addr = lookup("bob")
    for i in range(2):
        send_email(addr, greet("bob", i + 1))
    print("done", len(addr))
