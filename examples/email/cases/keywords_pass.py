"""Keyword arguments and a default bind as CPython binds them."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter


@clauz3.guarantee(mail.only(["bob@example.com"]))
@clauz3.guarantee(mail.newsletters_only(["ann@example.com"]))
def main() -> None:
    send_email(msg="hi", addr="bob@example.com")
    send_newsletter("ann@example.com", subject="news")
    log_event("sent", level=2)
