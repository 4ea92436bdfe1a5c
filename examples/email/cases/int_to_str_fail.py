"""main(count=10**4300) raises ValueError: CPython converts at most 4300 digits to str."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(count: int) -> None:
    send_email("bob@example.com", f"{count} new messages")
