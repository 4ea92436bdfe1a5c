"""Guarantees about the emails a program sends to database users."""

from clauz3.spec import ContractSpec, contract, effect
from tools.db.trusted.effects import UserRow

Email = effect("send_email")


@contract
def only_domain(suffix: str) -> ContractSpec:
    """Every email goes to an address ending in suffix."""
    return Email.all(lambda e: e.addr.endswith(suffix))


@contract
def none() -> ContractSpec:
    """No email is sent."""
    return Email.empty()


@contract
def polite() -> ContractSpec:
    """Every message is longer than 3 characters."""
    return Email.all(lambda e: len(e.msg) > 3)


@contract
def each_once() -> ContractSpec:
    """No address gets two emails."""
    return Email.distinct(lambda e: e.addr)


@contract
def at_most(n: int) -> ContractSpec:
    """At most n emails are sent."""
    return Email.count() <= n


@contract
def at_least(n: int) -> ContractSpec:
    """At least n emails are sent."""
    return Email.count() >= n


@contract
def only_users() -> ContractSpec:
    """Every email goes to an address read from the users table."""
    return Email.all(lambda e: e.addr == UserRow.email)


@contract
def only_column(schema: type, field: str) -> ContractSpec:
    """Every email goes to an address read from that column of a query's rows."""
    col = getattr(schema, field)
    return Email.all(lambda e: e.addr == col)


@contract
def never_users() -> ContractSpec:
    """No email goes to an address read from the users table."""
    return Email.all(lambda e: e.addr != UserRow.email)
