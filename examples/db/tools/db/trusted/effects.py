"""A database-backed email layer: a query returns user rows, and the
program emails some of them.

db_query_users reads the users table (the stub returns two rows); what the
prover relies on is its annotation (a list of UserRow) and its
postcondition (at most 100 rows). send_email is the effect.
"""

import deal

import clauz3


class UserRow(clauz3.Row):
    """One row of the users table."""

    email: str
    consented: bool
    age: int


@deal.has("db")
@deal.post(lambda result: len(result) <= 100)
def db_query_users(consented_only: bool) -> list[UserRow]:
    """The users (only those who consented when consented_only)."""
    rows = [UserRow(email="bob@example.com", consented=True, age=30),
            UserRow(email="eve@evil.com", consented=False, age=17)]
    return [r for r in rows if r.consented or not consented_only]


@deal.has("email")
@deal.pre(lambda addr, msg: "@" in addr)
def send_email(addr: str, msg: str) -> None:
    """Send msg to addr (a stub: the runner performs the real effect)."""
    return None


class AdminRow(clauz3.Row):
    """One row of the admins table."""

    email: str


@deal.has("db")
@deal.post(lambda result: len(result) <= 10)
def db_query_admins() -> list[AdminRow]:
    """The administrators."""
    return [AdminRow(email="root@example.com")]
