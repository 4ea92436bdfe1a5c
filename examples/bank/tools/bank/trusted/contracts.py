"""Guarantees about the transfers a program makes."""

from clauz3.spec import ContractSpec, contract, effect

Transfer = effect("transfer")


@contract
def only_from(account: str) -> ContractSpec:
    """Every transfer is drawn on account."""
    return Transfer.all(lambda t: t.src == account)


@contract
def never_to(account: str) -> ContractSpec:
    """No transfer goes to account."""
    return Transfer.all(lambda t: t.dst != account)


@contract
def each_at_most(cents: int) -> ContractSpec:
    """No single transfer moves more than cents."""
    return Transfer.all(lambda t: t.amount <= cents)


@contract
def total_at_most(cents: int) -> ContractSpec:
    """All transfers together move at most cents."""
    return Transfer.sum(lambda t: t.amount) <= cents


@contract
def transfers_at_most(n: int) -> ContractSpec:
    """At most n transfers are made."""
    return Transfer.count() <= n


@contract
def one_per_payee() -> ContractSpec:
    """No account receives two transfers."""
    return Transfer.distinct(lambda t: t.dst)
