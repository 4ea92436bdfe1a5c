"""G12: guarantee arguments are evaluated where Python evaluates them: at definition.

"a" is a local of main, so CPython raises NameError at the decorator. Upstream
reads the body's final "a" and proves only([a]).
"""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only([a]))  # noqa: F821
def main() -> None:
    a = "ceo@example.com"
    send_email(a, "hi")
