"""A database-backed mail layer: a query returns user rows (instances of
a clauz3.Row subclass, which cross to the interpreter as records), and
send_email appends to $CLAUZ3_RUN_OUTBOX."""

import json
import os

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
            UserRow(email="eve@evil.com", consented=True, age=40),
            UserRow(email="kid@example.com", consented=True, age=12),
            UserRow(email="ann@example.com", consented=False, age=50)]
    return [r for r in rows if r.consented or not consented_only]


@deal.has("email")
@deal.pre(lambda addr, msg: "@" in addr)
def send_email(addr: str, msg: str) -> None:
    """Append the email to the outbox file."""
    with open(os.environ["CLAUZ3_RUN_OUTBOX"], "a", encoding="utf-8") as f:
        f.write(json.dumps({"addr": addr, "msg": msg}) + "\n")
