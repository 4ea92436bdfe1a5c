"""A loop over range(3) sends three emails."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(3))
@clauz3.guarantee(mail.at_least(3))
def main() -> None:
    for i in range(3):
        send_email("bob@example.com", "reminder")
