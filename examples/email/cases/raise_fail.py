"""main(n=0) raises ValueError, which main does not declare."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.no_guarantees())
def main(n: int) -> None:
    if n == 0:
        raise ValueError("zero")
    send_email("bob@example.com", "ok")
