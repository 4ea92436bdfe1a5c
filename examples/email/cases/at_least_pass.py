"""Both branches send at least one email."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_least(1))
def main(weekend: bool) -> None:
    if weekend:
        send_email("bob@example.com", "weekend")
    else:
        send_email("ann@example.com", "weekday")
