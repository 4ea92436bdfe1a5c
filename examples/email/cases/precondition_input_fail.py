"""main(addr="") violates send_email's precondition."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(addr: str) -> None:
    if addr != "bob@example.com":
        addr = "bob"
    send_email(addr, "hi")
