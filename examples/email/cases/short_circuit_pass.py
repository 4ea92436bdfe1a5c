"""The right operand of "and" runs only when the left is true."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(ok: bool) -> None:
    ok and send_email("bob@example.com", "ok")
    ok or send_email("ann@example.com", "not ok")
