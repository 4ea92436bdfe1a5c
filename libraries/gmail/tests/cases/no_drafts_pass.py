"""Sends but saves no draft."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import send_email


@clauz3.guarantee(mail.no_drafts())
def main() -> None:
    send_email("ada@example.com", "Numbers", "Attached.", dry_run=False)
