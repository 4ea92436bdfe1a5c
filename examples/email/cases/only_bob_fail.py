"""The recipient comes from the input: main(addr="eve@example.com") emails eve."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(addr: str) -> None:
    if "@" in addr:
        send_email(addr, "hi")
