"""Emails the adult users of example.com a trusted query returns."""

import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


def notify(addr: str, adult: bool) -> None:
    if adult and addr.endswith("@example.com"):
        send_email(addr, "welcome")


@clauz3.guarantee(mail.only_domain("@example.com"))
def main() -> None:
    users = db_query_users(True)
    for row in users:
        notify(row.email, row.age >= 18)
