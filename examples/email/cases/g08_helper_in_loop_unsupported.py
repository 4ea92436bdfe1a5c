"""G8: a helper called in a loop over a symbolic list must count every iteration.

Upstream counts the helper's fact once; here the symbolic loop is refused.
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


def greet(addr: str) -> None:
    send_email(addr, "hi")


@clauz3.guarantee(mail.at_most(1))
def main(addrs: list[str]) -> None:
    for a in addrs:
        greet(a)
