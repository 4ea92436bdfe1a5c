"""No subject says URGENT."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import send_email


@clauz3.guarantee(mail.no_subject_contains("URGENT"))
def main() -> None:
    send_email("ada@example.com", "Weekly summary", "All fine.", dry_run=False)
