"""users is written too."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.only_writes_tables(["audit"]))
def main() -> None:
    create_table(User, "/srv/app/audit.db", "audit")
    create_table(User, "/srv/app/audit.db", "users")
