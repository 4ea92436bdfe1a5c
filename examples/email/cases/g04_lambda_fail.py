"""G4: a lambda's body runs at each call; its trusted call is a fact.

Upstream loses the fact made inside the lambda.
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main() -> None:
    g = lambda: send_email("ceo@example.com", "hi")  # noqa: E731
    g()
