"""The password never reaches a body."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft


@clauz3.guarantee(mail.no_body_contains("password"))
def main(note: str) -> None:
    if "password" not in note:
        create_draft("ada@example.com", "Note", note)
