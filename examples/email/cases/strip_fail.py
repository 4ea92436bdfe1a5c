"""The stripped address is checked, but the raw one is sent to: ' bob@example.com' passes the check."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(to: str) -> None:
    if to.strip() == "bob@example.com":
        send_email(to, "hello")
