"""Proves against the lying layer (lookup's annotation and postcondition are assumed); the run stops at a result of another type."""

import clauz3
from tools.liar.trusted import contracts as mail
from tools.liar.trusted.effects import lookup, send_email


@clauz3.guarantee(mail.domain("@example.com"))
def main() -> None:
    send_email("ann@example.com", "first")
    send_email(lookup("bob"), "second")
