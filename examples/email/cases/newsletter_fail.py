"""An empty subject violates send_newsletter's precondition."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_newsletter


@clauz3.guarantee(mail.newsletters_only(["ann@example.com"]))
def main(subject: str) -> None:
    send_newsletter("ann@example.com", subject)
