"""Every subject is tagged."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft


@clauz3.guarantee(mail.subject_must_contain("[team]"))
def main(topic: str) -> None:
    create_draft("ada@example.com", "[team] " + topic, "Notes inside.")
