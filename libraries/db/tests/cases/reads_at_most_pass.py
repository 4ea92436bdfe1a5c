"""Two reads at most."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.reads_at_most(2))
def main(both: bool) -> None:
    read_rows(User, "/srv/app/users.db", "users", {})
    if both:
        read_rows(User, "/srv/app/users.db", "admins", {})
