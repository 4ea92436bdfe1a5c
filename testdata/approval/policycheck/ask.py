"""Emails a partner once: not the CEO, but not internal either, so a person decides."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main() -> None:
    send_email("partner@example.org", "the report")
