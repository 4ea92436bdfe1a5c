"""Every recipient was read from the users table's email column."""

import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import UserRow, db_query_users, send_email


@clauz3.guarantee(mail.only_users())
@clauz3.guarantee(mail.only_column(UserRow, "email"))
def main(greeting: str) -> None:
    for row in db_query_users(True):
        addr = row.email
        if "@" in addr and row.age >= 18:
            send_email(addr, greeting)
