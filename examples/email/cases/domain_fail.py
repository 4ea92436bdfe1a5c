"""main(user="a@evil.org") is emailed: only "@" is checked."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.domain("@example.com"))
def main(user: str) -> None:
    if "@" in user:
        send_email(user, "welcome")
