"""Every row of one read is looked at."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.reads_at_most(1))
def main() -> None:
    for user in read_rows(User, "/srv/app/users.db", "users", {"consented": True}):
        if user.consented:
            print(user.email)
