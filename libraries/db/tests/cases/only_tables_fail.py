"""A table from the caller may be any table."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.only_tables(["users", "admins"]))
def main(table: str) -> None:
    if len(table) > 0 and "/" not in table and "\\" not in table and ":" not in table and table != "." and table != "..":
        read_rows(User, "/srv/app/users.db", table, {})
