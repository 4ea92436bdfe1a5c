"""A draft to someone else."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft, send_email


@clauz3.guarantee(mail.only_recipients(["ada@example.com"]))
def main() -> None:
    send_email("ada@example.com", "Minutes", "See attached.", dry_run=False)
    create_draft("eve@example.net", "Minutes", "See attached.")
