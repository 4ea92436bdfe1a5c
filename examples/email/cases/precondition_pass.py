"""The address is checked before the call, so send_email's precondition holds."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.no_guarantees())
def main(addr: str) -> None:
    if "@" in addr:
        send_email(addr, "checked")
