"""Only drafts."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft


@clauz3.guarantee(mail.drafts_only())
@clauz3.guarantee(mail.only_recipients(["ada@example.com"]))
def main() -> None:
    create_draft("ada@example.com", "Quarterly numbers", "Draft for you to check and send.")
