"""Trusted functions whose postconditions clauz3 does not model wholly
(strip of a non-literal str in a contract)."""

import deal


@deal.has("status")
@deal.post(lambda result: result.strip() == "ok")
def status(name: str) -> str:
    """The status of name: "ok", maybe padded."""
    return "ok"


@deal.has("status")
@deal.post(lambda result: len(result) == 2)
@deal.post(lambda result: result.strip() == "ok")
def status2(name: str) -> str:
    """The status of name, exactly two characters."""
    return "ok"


@deal.has("status")
@deal.post(lambda result: all(r.strip() == "ok" for r in result))
def statuses() -> list[str]:
    """Every status."""
    return ["ok"]
