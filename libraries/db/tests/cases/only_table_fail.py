"""admins is another table."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.only_table("users"))
def main(admins: bool) -> None:
    read_rows(User, "/srv/app/users.db", "admins" if admins else "users", {})
