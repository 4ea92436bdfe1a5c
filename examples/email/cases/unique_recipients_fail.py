"""main(addr="bob@example.com") emails bob twice."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.unique_recipients())
def main(addr: str) -> None:
    send_email("bob@example.com", "hi")
    if "@" in addr:
        send_email(addr, "hi")
