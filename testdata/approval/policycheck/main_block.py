"""approved.py with the usual `if __name__ == "__main__":` block.

The reference refuses any module-level `if` on the policy path, skips every
rule and answers ask; clauz3 accepts a block that only calls the target
(ARCHITECTURE.md §4) and answers auto_approved.
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(2))
def main(urgent: bool) -> None:
    send_email("bob@example.com", "status")
    if urgent:
        send_email("ann@example.com", "urgent status")


if __name__ == "__main__":
    main(False)
