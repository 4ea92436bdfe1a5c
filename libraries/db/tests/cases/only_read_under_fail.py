"""/tmp is not under /srv/app/."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.only_read_under("/srv/app/"))
def main() -> None:
    read_rows(User, "/srv/app/users.db", "users", {})
    read_rows(User, "/tmp/users.db", "users", {})
