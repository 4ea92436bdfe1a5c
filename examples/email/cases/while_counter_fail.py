"""A while loop over a counter is unrolled exactly: it sends three emails."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(2))
def main() -> None:
    n = 3
    while n > 0:
        send_email("bob@example.com", "tick")
        n = n - 1
