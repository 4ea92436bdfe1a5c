"""A preview is not a draft."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft, send_email


@clauz3.guarantee(mail.drafts_only())
def main() -> None:
    create_draft("ada@example.com", "Numbers", "Draft.")
    send_email("ada@example.com", "Numbers", "Draft.", dry_run=True)
