"""G10: "False and f()" never calls f: ann receives nothing.

Upstream records ann's email unconditionally and proves same_content.
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.same_content("bob@example.com", "ann@example.com"))
def main() -> None:
    send_email("bob@example.com", "shared")
    False and send_email("ann@example.com", "shared")
