"""A long loop: with a small --step-budget it stops after the first email."""

import clauz3
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main() -> None:
    send_email("bob@example.com", "start")
    total = 0
    for i in range(90):
        total = total + i * i
    print(total)
