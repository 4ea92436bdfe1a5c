"""Trusted email effects.

A program may send mail only through these functions. Each call is an effect
fact ("send_email" rows with fields addr and msg) that the guarantees in
contracts.py talk about. The bodies are never analysed by the prover.
"""

import deal


@deal.has("email")
@deal.pre(lambda addr, msg: "@" in addr)
def send_email(addr: str, msg: str) -> None:
    """Send msg to addr (a stub: the runner performs the real effect)."""
    return None


@deal.has("email")
@deal.pre(lambda addr, subject: "@" in addr and len(subject) > 0)
def send_newsletter(addr: str, subject: str) -> None:
    """Send a newsletter issue to addr; the subject must not be empty."""
    return None


@deal.has("log")
def log_event(kind: str, detail: str = "", level: int = 0) -> None:
    """Record an event in the audit log (not an email)."""
    return None


@deal.has("directory")
@deal.pre(lambda name: len(name) > 0)
@deal.post(lambda result: "@" in result)
def lookup_address(name: str) -> str:
    """Look a person's email address up in the company directory."""
    return name + "@example.com"
