"""G2: a helper's @deal.post is proved at its returns, never assumed.

Upstream assumes the false postcondition and proves anything after the call.
"""

import deal

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@deal.post(lambda result: result > 100)
def pick() -> int:
    return 1


@clauz3.guarantee(mail.none())
def main() -> None:
    if pick() < 100:
        send_email("ceo@example.com", "small")
