"""A helper is analysed at each call: its send and its precondition count."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


def notify(addr: str, urgent: bool = False) -> int:
    if urgent:
        send_email(addr, "URGENT")
        return 2
    send_email(addr, "fyi")
    return 1


@clauz3.guarantee(mail.only(["bob@example.com", "ann@example.com"]))
@clauz3.guarantee(mail.at_most(2))
def main(urgent: bool) -> None:
    sent = notify("bob@example.com", urgent=urgent)
    if sent < 2:
        notify("ann@example.com")
