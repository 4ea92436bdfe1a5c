"""Trusted payment effects.

Every call is an effect fact the guarantees in contracts.py talk about. The
bodies are never analysed by the prover; witness.py records each call
instead of performing it (and returns the value the case's witness line
gives for functions with results).
"""

import deal


@deal.has("pay")
@deal.pre(lambda account, amount: len(account) > 0)
def transfer(account: str, amount: int) -> None:
    """Move amount (whole units) to account."""
    print(f"transfer({account!r}, {amount!r})")


@deal.has("pay")
def refund(account: str, amount: float) -> None:
    """Refund amount to account."""
    print(f"refund({account!r}, {amount!r})")


@deal.has("pay_query")
@deal.pre(lambda account: len(account) > 0)
@deal.post(lambda result: result >= 0)
def balance(account: str) -> int:
    """The balance of account (never negative)."""
    return 100


@deal.has("pay_query")
def rate(currency: str) -> float:
    """The exchange rate of currency."""
    return 1.0


@deal.has("pay_query")
def quote(account: str):
    """A fee quote for account. No return annotation: the value is unknown."""
    return 0


@deal.has("audit")
def audit(event: str) -> None:
    """Write event to the audit log (returns None)."""
    print(f"audit({event!r})")
