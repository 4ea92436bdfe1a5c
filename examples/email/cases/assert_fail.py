"""main(n=-1) fails the assert."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.no_guarantees())
def main(n: int) -> None:
    assert n >= 0, "n must not be negative"
    send_email("bob@example.com", "ok")
