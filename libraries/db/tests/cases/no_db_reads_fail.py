"""One read on one branch."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.no_db_reads())
def main(audit: bool) -> None:
    if audit:
        read_rows(User, "/srv/app/users.db", "users", {})
