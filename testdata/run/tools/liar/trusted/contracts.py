"""Guarantees about the mail layer's effects."""

from clauz3.spec import ContractSpec, contract, effect

Email = effect("send_email")


@contract
def only(addresses: list[str]) -> ContractSpec:
    """Every email goes to one of addresses."""
    return Email.all(lambda e: e.addr in addresses)


@contract
def domain(suffix: str) -> ContractSpec:
    """Every recipient's address ends with suffix."""
    return Email.all(lambda e: e.addr.endswith(suffix))


@contract
def at_most(n: int) -> ContractSpec:
    """At most n emails are sent."""
    return Email.count() <= n
