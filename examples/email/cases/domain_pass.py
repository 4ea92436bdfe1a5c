"""Only example.com addresses are emailed."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.domain("@example.com"))
def main(user: str) -> None:
    if user.endswith("@example.com"):
        send_email(user, "welcome")
