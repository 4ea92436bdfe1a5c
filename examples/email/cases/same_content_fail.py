"""Ann's message carries an extra "!" so it never equals bob's."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.same_content("bob@example.com", "ann@example.com"))
def main(msg: str) -> None:
    send_email("bob@example.com", msg)
    send_email("ann@example.com", msg + "!")
