"""With its input bounded by a precondition, the conversion to str cannot fail."""

import deal

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
@deal.pre(lambda count: 0 <= count < 10**9)
def main(count: int) -> None:
    send_email("bob@example.com", f"{count} new messages")
