"""main(text=<21 characters>) sends a message longer than 20 characters."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.short_messages(20))
def main(text: str) -> None:
    if len(text) <= 21:
        send_email("bob@example.com", text)
