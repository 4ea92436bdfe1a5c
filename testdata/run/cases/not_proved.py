"""Mails eve: the guarantee is refuted, the service is never asked."""

import clauz3
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main() -> None:
    send_email("eve@example.com", "hi")
