"""The address is stripped of surrounding whitespace before it is checked, and the stripped one is sent to."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com", "ann@example.com"]))
def main(to: str) -> None:
    addr = to.strip().removeprefix("mailto:")
    if addr == "bob@example.com" or addr == "ann@example.com":
        send_email(addr, "hello")
