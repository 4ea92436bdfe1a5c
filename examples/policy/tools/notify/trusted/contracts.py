"""Guarantees about notifications."""

from clauz3.spec import ContractSpec, contract, effect

Notify = effect("notify")


@contract
def unique_users() -> ContractSpec:
    """Nobody is notified twice."""
    return Notify.distinct(lambda n: n.user)


@contract
def at_most(k: int) -> ContractSpec:
    """At most k notifications."""
    return Notify.count() <= k
