"""main(twice=True) sends 12 characters in total."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.total_length_at_most(11))
def main(twice: bool) -> None:
    send_email("bob@example.com", "hello!")
    if twice:
        send_email("bob@example.com", "hello!")
