"""G6: an unsupported statement inside a helper makes the proof unsupported.

Upstream drops it silently (here: a try statement) and proves at_most(1).
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


def spam(n: int) -> None:
    try:
        send_email("bob@example.com", "spam")
        send_email("bob@example.com", "more spam")
    except ValueError:
        pass


@clauz3.guarantee(mail.at_most(1))
def main() -> None:
    spam(5)
