"""A trusted result beyond Z3's strings (U+E0067, a tag character): the run stops at the call, after the first email."""

import clauz3
from tools.echo.trusted.effects import flag
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(2))
def main() -> None:
    send_email("bob@example.com", "before")
    s = flag()
    send_email("bob@example.com", s)
