"""Two rows inserted, two allowed."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import insert_row


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.rows_inserted_at_most(2))
def main() -> None:
    insert_row("/srv/app/users.db", "users", User(email="ada@example.com", consented=True))
    insert_row("/srv/app/users.db", "users", User(email="bob@example.com", consented=False))
