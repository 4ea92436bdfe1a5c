"""One step whose work is huge: squaring a trusted result of 842,000 bits again and again, the fourth squaring (13 million bits, over the interpreter's 2**23) is refused before it is computed."""

import clauz3
from tools.echo.trusted.effects import big
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main() -> None:
    send_email("bob@example.com", "before")
    n = big()
    m = n
    for i in range(7):
        m = m * m
    if m > 0:
        print("computed")
