"""Email guarantees, in the subset both clauz3 0.2.1 and clauz3 in Go read."""

from clauz3.spec import ContractSpec, contract, effect

Email = effect("send_email")


@contract
def only(addresses: list[str]) -> ContractSpec:
    """Every email goes to one of addresses."""
    return Email.all(lambda e: e.addr in addresses)


@contract
def at_most(n: int) -> ContractSpec:
    """At most n emails are sent."""
    return Email.count() <= n


@contract
def at_most_to(addr: str, n: int) -> ContractSpec:
    """addr is emailed at most n times."""
    return Email.where(lambda e: e.addr == addr).count() <= n
