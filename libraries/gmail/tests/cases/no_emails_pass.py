"""Drafts only: no send, no preview."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft


@clauz3.guarantee(mail.no_emails())
def main() -> None:
    create_draft("ada@example.com", "Minutes", "Draft for review.")
