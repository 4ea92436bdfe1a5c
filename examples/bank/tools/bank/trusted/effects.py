"""A bank layer: trusted queries return a balance and the payees on file,
and the one effect moves money.

What the prover relies on is each function's annotation and contracts:
balance() is never negative; list_payees() returns at most 50 rows; a
transfer needs a positive amount no larger than 10,000. The bodies are
stubs for tests; clauz3 run performs the real calls.
"""

import deal

import clauz3


class Payee(clauz3.Row):
    """One payee on file: the account and a monthly limit in cents."""

    account: str
    limit: int
    verified: bool


@deal.has("bank")
@deal.post(lambda result: result >= 0)
def balance(account: str) -> int:
    """The balance of account, in cents."""
    return 0


@deal.has("bank")
@deal.post(lambda result: len(result) <= 50)
def list_payees(owner: str) -> list[Payee]:
    """The payees owner has on file."""
    return []


@deal.has("bank")
@deal.pre(lambda src, dst, amount: 0 < amount <= 10_000)
def transfer(src: str, dst: str, amount: int) -> None:
    """Move amount cents from src to dst."""
    return None
