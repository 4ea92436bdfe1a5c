"""The directory may return any address with an "@": not only bob's."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import lookup_address, send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main() -> None:
    send_email(lookup_address("bob"), "hello")
