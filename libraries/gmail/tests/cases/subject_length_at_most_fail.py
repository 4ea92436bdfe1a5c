"""Re: adds four characters to a topic of up to 30."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import create_draft


@clauz3.guarantee(mail.subject_length_at_most(30))
def main(topic: str) -> None:
    if 0 < len(topic) and len(topic) <= 30:
        create_draft("ada@example.com", "Re: " + topic, "Noted.")
