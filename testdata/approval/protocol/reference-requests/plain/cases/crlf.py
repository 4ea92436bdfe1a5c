"""A CRLF file: submitted and hashed with LF."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.unique_recipients())
def main() -> None:
    send_email("bob@example.com", "hi")
    send_email("eve@example.com", "hi")
