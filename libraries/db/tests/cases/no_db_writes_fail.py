"""A table is created."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import create_table


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.no_db_writes())
def main() -> None:
    create_table(User, "/srv/app/users.db", "users")
