"""A draft says the word."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft


@clauz3.guarantee(mail.no_body_contains("password"))
def main() -> None:
    create_draft("ada@example.com", "Access", "The password is hunter2.")
