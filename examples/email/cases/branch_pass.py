"""An if/elif/else on an int input picks the recipient; all are allowed."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com", "ann@example.com", "ops@example.com"]))
@clauz3.guarantee(mail.at_most(1))
def main(level: int) -> None:
    if level > 10:
        to = "ops@example.com"
    elif level > 5:
        to = "ann@example.com"
    else:
        to = "bob@example.com"
    send_email(to, "level report")
