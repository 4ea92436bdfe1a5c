"""G5: trusted calls inside a list comprehension are facts.

Upstream loses them.
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main() -> None:
    [send_email(a, "x") for a in ["ceo@example.com", "cfo@example.com"]]
