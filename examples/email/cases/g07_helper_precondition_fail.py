"""G7: a trusted call's precondition is checked inside helpers too.

Upstream never checks it there.
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


def helper() -> None:
    send_email("not-an-email", "hi")


@clauz3.guarantee(mail.no_guarantees())
def main() -> None:
    helper()
