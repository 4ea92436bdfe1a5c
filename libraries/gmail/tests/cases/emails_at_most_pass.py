"""Two messages at most."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft, send_email


@clauz3.guarantee(mail.emails_at_most(2))
def main(remind: bool) -> None:
    send_email("ada@example.com", "Invitation", "Friday at six.", dry_run=False)
    if remind:
        create_draft("ada@example.com", "Reminder", "Tomorrow!")
