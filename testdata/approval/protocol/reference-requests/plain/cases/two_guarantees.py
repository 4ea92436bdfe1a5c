"""Two guarantees, written loosely: the request carries them normalised."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email, log_event

TEAM = ["bob@example.com", "al\u00e9@example.com"]


def notify(addr: str) -> None:
    send_email(addr, "build finished")
    log_event("notified", addr)


@clauz3.guarantee(mail.only( [ "bob@example.com" , 'al\u00e9@example.com' ] ))
@clauz3.guarantee(mail.at_most(n = 2))
def main(urgent: bool = False) -> None:
    notify("bob@example.com")
    if urgent:
        notify("al\u00e9@example.com")
