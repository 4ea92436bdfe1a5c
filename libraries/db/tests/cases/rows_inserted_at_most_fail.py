"""Three rows, two allowed."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import insert_row


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.rows_inserted_at_most(2))
def main() -> None:
    for email in ["ada@example.com", "bob@example.com", "cy@example.com"]:
        insert_row("/srv/app/users.db", "users", User(email=email, consented=True))
