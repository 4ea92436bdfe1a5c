"""Two addresses in one to string break the precondition."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft


@clauz3.guarantee(mail.no_guarantees())
def main() -> None:
    create_draft("ada@example.com,eve@example.net", "Numbers", "Attached.")
