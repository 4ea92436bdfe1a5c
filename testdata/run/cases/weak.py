"""Proves against the weakened layer (its postcondition is assumed); the runtime monitor stops the send."""

import clauz3
from tools.weak.trusted import contracts as mail
from tools.weak.trusted.effects import lookup, send_email


@clauz3.guarantee(mail.domain("@example.com"))
def main() -> None:
    send_email("ann@example.com", "first")
    send_email(lookup("bob"), "second")
