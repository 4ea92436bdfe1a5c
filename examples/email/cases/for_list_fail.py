"""The loop over a literal list emails carol too."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com", "ann@example.com"]))
def main() -> None:
    for to in ["bob@example.com", "ann@example.com", "carol@example.com"]:
        send_email(to, "team update")
