"""Two tables, one write allowed."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.writes_at_most(1))
def main() -> None:
    for table in ["audit", "audit_old"]:
        create_table(User, "/srv/app/audit.db", table)
