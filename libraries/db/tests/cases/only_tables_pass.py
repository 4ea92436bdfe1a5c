"""users and admins, both allowed."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.only_tables(["users", "admins"]))
def main() -> None:
    for table in ["users", "admins"]:
        read_rows(User, "/srv/app/users.db", table, {})
