"""Previews count: three calls, two allowed."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import send_email


@clauz3.guarantee(mail.emails_at_most(2))
def main() -> None:
    for to in ["ada@example.com", "bob@example.com", "cy@example.com"]:
        send_email(to, "Invitation", "Friday at six.", dry_run=True)
