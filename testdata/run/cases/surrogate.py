"""A trusted str ending in a lone surrogate: JSON would make it U+FFFD and the program would return early; CPython sends the email. The run stops at the result."""

import clauz3
from tools.liar.trusted import contracts as mail
from tools.liar.trusted.effects import send_email, tag


@clauz3.guarantee(mail.domain("@example.com"))
def main() -> None:
    send_email("ann@example.com", "first")
    t = tag()
    if t.endswith("\ufffd"):
        return
    send_email("bob@example.com", "tag ok")
