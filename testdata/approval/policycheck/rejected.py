"""Emails whoever it is given: nothing shows that the CEO is never emailed."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(to: str) -> None:
    if "@" in to:
        send_email(to, "hello")
