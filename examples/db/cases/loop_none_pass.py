import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


@clauz3.guarantee(mail.none())
def main(limit: int) -> None:
    for row in db_query_users(False):
        if row.age > limit and row.age < limit:
            send_email(row.email, "never")
