"""G1: the program's own @deal.pre is an assumption; a contradictory one is refused.

Upstream assumes lambda: False and so "proves" none() although the CEO is emailed.
"""

import deal

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
@deal.pre(lambda: False)
def main() -> None:
    send_email("ceo@example.com", "quarterly numbers")
