"""One step whose work is huge: the square of a trusted result of 842,000 bits is refused before it is computed."""

import clauz3
from tools.echo.trusted.effects import big
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main() -> None:
    send_email("bob@example.com", "before")
    n = big()
    m = n * n
    if m > 0:
        print("computed")
