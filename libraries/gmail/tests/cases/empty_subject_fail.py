"""An empty subject breaks the precondition."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import send_email


@clauz3.guarantee(mail.no_guarantees())
def main() -> None:
    send_email("ada@example.com", "", "Attached.", dry_run=False)
