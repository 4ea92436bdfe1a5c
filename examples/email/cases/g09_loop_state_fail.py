"""G9: loop-carried state is exact: n is 2 after the loop, so the email is sent.

Upstream runs the body once (n = 1) and treats the send as dead code.
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main() -> None:
    n = 0
    for a in ["ann@example.com", "bob@example.com"]:
        n = n + 1
    if n > 1:
        send_email("ceo@example.com", "two iterations")
