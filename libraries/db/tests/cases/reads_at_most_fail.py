"""Three tables in a loop, at most two reads."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.reads_at_most(2))
def main() -> None:
    for table in ["users", "admins", "guests"]:
        read_rows(User, "/srv/app/users.db", table, {})
