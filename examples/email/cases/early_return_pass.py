"""The send after the early return is reached only when quiet is False."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(quiet: bool) -> None:
    if quiet:
        return
    send_email("bob@example.com", "not quiet")
    if quiet:
        send_email("bob@example.com", "never sent")
