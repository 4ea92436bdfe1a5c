"""main is only called with a positive n (its @deal.pre, an assumption shown to the approver)."""

import deal

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
@deal.pre(lambda n: n > 0)
def main(n: int) -> None:
    assert n > 0
    if n < 0:
        send_email("bob@example.com", "never")
        send_email("ann@example.com", "never")
    send_email("ops@example.com", "positive")
