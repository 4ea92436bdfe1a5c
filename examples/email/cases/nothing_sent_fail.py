"""A newsletter is mail too: the "email" marker covers both effects."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_newsletter


@clauz3.guarantee(mail.nothing_sent())
def main() -> None:
    send_newsletter("ann@example.com", "news")
