"""main(d=0) divides by zero."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.no_guarantees())
def main(total: int, d: int) -> None:
    if total // d > 10:
        send_email("bob@example.com", "large share")
