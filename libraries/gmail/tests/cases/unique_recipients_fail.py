"""A draft and then a send to the same person."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft, send_email


@clauz3.guarantee(mail.unique_recipients())
def main() -> None:
    create_draft("ada@example.com", "Invitation", "Friday at six.")
    send_email("ada@example.com", "Invitation", "Friday at six.", dry_run=False)
