"""Reads only."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table, read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.no_db_writes())
def main() -> None:
    read_rows(User, "/srv/app/users.db", "users", {})
