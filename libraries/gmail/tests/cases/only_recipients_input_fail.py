"""An address from the caller may be anyone."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft


@clauz3.guarantee(mail.only_recipients(["ada@example.com"]))
def main(to: str) -> None:
    if "@" in to and "," not in to and ";" not in to and " " not in to:
        create_draft(to, "Minutes", "See attached.")
