"""A lying layer (for the run-time type checks of trusted results): deal's
run-time checks are switched off, and lookup returns whatever the Python
expression in $CLAUZ3_TEST_LIE makes, whatever its annotation and
postcondition say. The prover assumes both, so a program that mails the
looked-up address proves; the run must stop before the program sees a
result of another type."""

import json
import os

import deal

deal.disable()


@deal.has("email")
@deal.pre(lambda addr, msg: "@" in addr)
def send_email(addr: str, msg: str) -> None:
    """Append the email to $CLAUZ3_RUN_OUTBOX."""
    with open(os.environ["CLAUZ3_RUN_OUTBOX"], "a", encoding="utf-8") as f:
        f.write(json.dumps({"addr": repr(addr), "msg": msg}) + "\n")


@deal.has("directory")
@deal.pre(lambda name: len(name) > 0)
@deal.post(lambda result: result.endswith("@example.com"))
def lookup(name: str) -> str:
    """Lies: returns eval($CLAUZ3_TEST_LIE)."""
    return eval(os.environ["CLAUZ3_TEST_LIE"])  # noqa: S307


@deal.has("directory")
def tag() -> str:
    """Lies: returns eval($CLAUZ3_TEST_LIE)."""
    return eval(os.environ["CLAUZ3_TEST_LIE"])  # noqa: S307
