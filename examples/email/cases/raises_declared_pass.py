"""main declares the ValueError it may raise, and mails nobody in that case."""

import deal

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
@deal.raises(ValueError)
def main(n: int) -> None:
    if n == 0:
        raise ValueError("zero")
    send_email("bob@example.com", "ok")
