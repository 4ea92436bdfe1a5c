"""The only send is behind a condition no int satisfies."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main(n: int) -> None:
    if n > 10 and n < 5:
        send_email("bob@example.com", "impossible")
