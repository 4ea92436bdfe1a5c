"""The directory's postcondition ("@" in result) is assumed: send_email's precondition holds."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import lookup_address, send_email


@clauz3.guarantee(mail.at_most(1))
def main(name: str) -> None:
    if name:
        send_email(lookup_address(name), "hello")
