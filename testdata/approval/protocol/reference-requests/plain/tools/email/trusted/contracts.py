"""Guarantees a person can approve about a program's email effects.

Each @contract builds a relation constraint over the send_email facts. The
prover reads these bodies statically; it never runs them.
"""

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as core_no_guarantees

Email = effect("send_email")
Newsletter = effect("send_newsletter")


@contract
def no_guarantees() -> ContractSpec:
    """Nothing is promised."""
    return core_no_guarantees()


@contract
def only(addresses: list[str]) -> ContractSpec:
    """Every email goes to one of addresses."""
    return Email.all(lambda e: e.addr in addresses)


@contract
def none() -> ContractSpec:
    """No email is sent."""
    return Email.empty()


@contract
def at_most(n: int) -> ContractSpec:
    """At most n emails are sent."""
    return Email.count() <= n


@contract
def at_least(n: int) -> ContractSpec:
    """At least n emails are sent."""
    return Email.count() >= n


@contract
def at_most_to(addr: str, n: int) -> ContractSpec:
    """addr is emailed at most n times."""
    return Email.where(lambda e: e.addr == addr).count() <= n


@contract
def unique_recipients() -> ContractSpec:
    """Nobody is emailed twice."""
    return Email.distinct(lambda e: e.addr)


@contract
def same_content(first: str, second: str) -> ContractSpec:
    """first and second receive (at least one) identical message."""
    a = Email.where(lambda e: e.addr == first)
    b = Email.where(lambda e: e.addr == second)
    return a.shares_value(b, lambda e: e.msg)


@contract
def domain(suffix: str) -> ContractSpec:
    """Every recipient's address ends with suffix."""
    return Email.all(lambda e: e.addr.endswith(suffix))


@contract
def short_messages(limit: int) -> ContractSpec:
    """Every message has at most limit characters."""
    return Email.all(lambda e: len(e.msg) <= limit)


@contract
def total_length_at_most(limit: int) -> ContractSpec:
    """All messages together have at most limit characters."""
    return Email.sum(lambda e: len(e.msg)) <= limit


@contract
def newsletters_only(addresses: list[str]) -> ContractSpec:
    """Every newsletter goes to one of addresses."""
    return Newsletter.all(lambda n: n.addr in addresses)
