"""main(n=101) sends an email."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main(n: int) -> None:
    if n > 100:
        send_email("bob@example.com", "big number")
