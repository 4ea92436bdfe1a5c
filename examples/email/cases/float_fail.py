"""main(x=nan): NaN is not equal to itself, so the email is sent."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main(x: float) -> None:
    if x != x:
        send_email("bob@example.com", "not a number")
