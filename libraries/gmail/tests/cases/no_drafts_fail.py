"""One draft on one branch."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft, send_email


@clauz3.guarantee(mail.no_drafts())
def main(later: bool) -> None:
    if later:
        create_draft("ada@example.com", "Numbers", "Attached.")
    else:
        send_email("ada@example.com", "Numbers", "Attached.", dry_run=False)
