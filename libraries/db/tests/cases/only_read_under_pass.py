"""Both databases are under /srv/app/."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.only_read_under("/srv/app/"))
def main(archive: bool) -> None:
    path = "/srv/app/archive.db" if archive else "/srv/app/users.db"
    read_rows(User, path, "users", {})
