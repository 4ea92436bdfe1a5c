"""A send and a draft, both to allowed people."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft, send_email


@clauz3.guarantee(mail.only_recipients(["ada@example.com", "bob@example.com"]))
def main(to_bob: bool) -> None:
    to = "bob@example.com" if to_bob else "ada@example.com"
    send_email(to, "Minutes", "See attached.", dry_run=False)
    create_draft("ada@example.com", "Follow-up", "")
