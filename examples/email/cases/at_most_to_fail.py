"""main(again=True) emails bob twice."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most_to("bob@example.com", 1))
def main(again: bool) -> None:
    send_email("bob@example.com", "first")
    if again:
        send_email("bob@example.com", "second")
