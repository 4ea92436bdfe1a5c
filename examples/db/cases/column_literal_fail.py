"""A literal address is not read from the users table, even when a row
may hold the same address."""

import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


@clauz3.guarantee(mail.only_users())
def main(greeting: str) -> None:
    for row in db_query_users(True):
        addr = row.email if row.age >= 18 else "parent@example.com"
        if "@" in addr:
            send_email(addr, greeting)
