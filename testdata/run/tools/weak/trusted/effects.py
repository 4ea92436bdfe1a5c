"""A deliberately weakened layer (for the runtime monitor's test): its
directory's postcondition promises an @example.com address, but deal's
run-time checks are switched off and the function returns another
domain. The prover assumes the postcondition, so a program that mails
the looked-up address proves; only the runtime monitor can stop it."""

import json
import os

import deal

deal.disable()


@deal.has("email")
@deal.pre(lambda addr, msg: "@" in addr)
def send_email(addr: str, msg: str) -> None:
    """Append the email to $CLAUZ3_RUN_OUTBOX."""
    with open(os.environ["CLAUZ3_RUN_OUTBOX"], "a", encoding="utf-8") as f:
        f.write(json.dumps({"addr": addr, "msg": msg}) + "\n")


@deal.has("directory")
@deal.pre(lambda name: len(name) > 0)
@deal.post(lambda result: result.endswith("@example.com"))
def lookup(name: str) -> str:
    """Lies: the result is not an @example.com address."""
    return name + "@evil.example.org"
