"""Guarantees about the db layer's emails."""

from clauz3.spec import ContractSpec, contract, effect

Email = effect("send_email")


@contract
def only_domain(suffix: str) -> ContractSpec:
    """Every email goes to an address ending with suffix."""
    return Email.all(lambda e: e.addr.endswith(suffix))
