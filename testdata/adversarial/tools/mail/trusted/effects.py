"""Trusted mail effects (recorded by witness.py, never analysed)."""

import deal


@deal.has("email")
@deal.pre(lambda addr, msg: "@" in addr)
def send_email(addr: str, msg: str) -> None:
    """Send msg to addr."""
    print(f"send_email({addr!r}, {msg!r})")


@deal.has("directory")
def lookup(name: str) -> str:
    """The address of name in the company directory."""
    return name + "@example.com"
