"""The elif branch (5 < level <= 10) emails carol, who is not allowed."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com", "ops@example.com"]))
def main(level: int) -> None:
    if level > 10:
        to = "ops@example.com"
    elif level > 5:
        to = "carol@example.com"
    else:
        to = "bob@example.com"
    send_email(to, "level report")
