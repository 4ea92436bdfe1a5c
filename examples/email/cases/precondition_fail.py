"""send_email requires "@" in addr; "not-an-email" has none."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.no_guarantees())
def main() -> None:
    send_email("not-an-email", "hi")
