"""Guarantees about payments.

Each @contract builds a relation constraint over the transfer and refund
facts. The prover reads these bodies statically; witness.py runs them.
"""

from clauz3.spec import ContractSpec, contract, effect

Transfer = effect("transfer")
Refund = effect("refund")
Pay = effect("pay")


@contract
def spend_at_most(n: int) -> ContractSpec:
    """All transfers together move at most n."""
    return Transfer.sum(lambda t: t.amount) <= n


@contract
def spend_at_least(n: int) -> ContractSpec:
    """All transfers together move at least n."""
    return Transfer.sum(lambda t: t.amount) >= n


@contract
def no_transfer() -> ContractSpec:
    """Nothing is transferred."""
    return Transfer.empty()


@contract
def no_payment() -> ContractSpec:
    """Neither a transfer nor a refund happens."""
    return Pay.empty()


@contract
def at_most(n: int) -> ContractSpec:
    """At most n payments (transfers and refunds)."""
    return Pay.count() <= n


@contract
def each_at_most(n: int) -> ContractSpec:
    """Every single transfer moves at most n."""
    return Transfer.all(lambda t: t.amount <= n)


@contract
def only_accounts(accounts: list[str]) -> ContractSpec:
    """Money only goes to the given accounts."""
    return Transfer.all(lambda t: t.account in accounts)


@contract
def refunds_each_at_most(n: int) -> ContractSpec:
    """Every refund is at most n (a float field compared with an int)."""
    return Refund.all(lambda r: r.amount <= n)


@contract
def refunds_total_at_most(n: int) -> ContractSpec:
    """All refunds together are at most n."""
    return Refund.sum(lambda r: r.amount) <= n


@contract
def refunds_distinct() -> ContractSpec:
    """No two refunds have equal amounts (Python ==)."""
    return Refund.distinct(lambda r: r.amount)


@contract
def same_refund(first: str, second: str) -> ContractSpec:
    """first and second receive some refund of equal amount (Python ==)."""
    a = Refund.where(lambda r: r.account == first)
    b = Refund.where(lambda r: r.account == second)
    return a.shares_value(b, lambda r: r.amount)


@contract
def each_at_most_halved(n: int) -> ContractSpec:
    """Every transfer moves at most n // 2 (limit is rebound before the lambda)."""
    limit = n
    limit = n // 2
    return Transfer.all(lambda t: t.amount <= limit)


CAP = 10


@contract
def each_at_most_global() -> ContractSpec:
    """Every transfer is at most CAP, read when the guarantee is checked.

    CAP is rebound to 5 at the end of this module, so this promises "at
    most 5".
    """
    return Transfer.all(lambda t: t.amount <= CAP)


@contract
def each_at_most_rebound(n: int) -> ContractSpec:
    """Every transfer is at most ... the limit's value when the lambda runs.

    The lambda reads the local `limit` when the guarantee is checked, after
    the builder rebound it to n // 2 (Python closures bind late). So this
    promises "every transfer is at most n // 2", not "at most n".
    """
    limit = n
    spec = Transfer.all(lambda t: t.amount <= limit)
    limit = n // 2
    return spec


CAP = 5
