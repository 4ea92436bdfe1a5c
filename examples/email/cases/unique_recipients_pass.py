"""Bob or ann, then carol: never the same person twice."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.unique_recipients())
def main(pick_ann: bool) -> None:
    if pick_ann:
        send_email("ann@example.com", "hi")
    else:
        send_email("bob@example.com", "hi")
    send_email("carol@example.com", "hi")
