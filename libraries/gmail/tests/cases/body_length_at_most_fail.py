"""An unchecked body."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import send_email


@clauz3.guarantee(mail.body_length_at_most(20))
def main(body: str) -> None:
    send_email("ada@example.com", "Note", body, dry_run=False)
