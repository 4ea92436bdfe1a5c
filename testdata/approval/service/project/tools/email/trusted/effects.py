"""Trusted email effects: a stub sender that sends nothing.

It prints nothing either: the reference's runner talks to its worker over
the worker's standard output.
"""

import deal


@deal.has("email")
@deal.pre(lambda addr, msg: "@" in addr)
def send_email(addr: str, msg: str) -> None:
    """Send msg to addr (a stub)."""
    return None
