"""Trusted notification effects."""

import deal


@deal.has("notify")
@deal.pre(lambda user, text: len(user) > 0)
def notify(user: str, text: str) -> None:
    """Send text to user (a stub: the runner performs the effect)."""
    return None
