"""A trusted mail layer whose effect is real: each email is appended, as
one JSON line, to the file named by $CLAUZ3_RUN_OUTBOX (the tests read it)."""

import json
import os

import deal


@deal.has("email")
@deal.pre(lambda addr, msg: "@" in addr)
def send_email(addr: str, msg: str) -> None:
    """Send msg to addr: append it to the outbox file."""
    with open(os.environ["CLAUZ3_RUN_OUTBOX"], "a", encoding="utf-8") as f:
        f.write(json.dumps({"addr": addr, "msg": msg}) + "\n")


@deal.has("directory")
@deal.pre(lambda name: len(name) > 0)
@deal.post(lambda result: result.endswith("@example.com"))
def lookup(name: str) -> str:
    """The address of name in the company directory."""
    return name + "@example.com"
