"""Emails bob, and ann when urgent: within the policy's internal-only rule."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(2))
def main(urgent: bool) -> None:
    send_email("bob@example.com", "status")
    if urgent:
        send_email("ann@example.com", "urgent status")
