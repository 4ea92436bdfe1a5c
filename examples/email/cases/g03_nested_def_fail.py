"""G3: a nested def is a binding; its body runs only when called.

Upstream executes inner's "return" at its definition and treats the send as dead code.
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main() -> None:
    def inner() -> int:
        return 0

    send_email("ceo@example.com", "hi")
