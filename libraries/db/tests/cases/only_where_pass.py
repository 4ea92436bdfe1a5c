"""Every read filters on consent."""

import clauz3
from tools.db.trusted import contracts as db
from tools.db.trusted.effects import read_rows


class User(clauz3.Row):
    email: str
    consented: bool


@clauz3.guarantee(db.only_where({"consented": True}))
def main() -> None:
    read_rows(User, "/srv/app/users.db", "users", {"consented": True})
