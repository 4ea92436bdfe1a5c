"""Each branch emails an allowed address."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email

ALLOWED = ["bob@example.com", "ann@example.com"]


@clauz3.guarantee(mail.only(ALLOWED))
def main(to_ann: bool) -> None:
    if to_ann:
        send_email("ann@example.com", "hello ann")
    else:
        send_email("bob@example.com", "hello bob")
