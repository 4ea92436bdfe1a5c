"""Every send is an explicit preview."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import send_email


@clauz3.guarantee(mail.dry_run_only())
def main() -> None:
    send_email("ada@example.com", "Minutes", "See attached.", dry_run=True)
