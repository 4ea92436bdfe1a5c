"""A relative path is read from the working directory, which may be the secrets'."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.never_read_under("/srv/secrets/"))
def main() -> None:
    read_rows(User, "keys.db", "users", {})
