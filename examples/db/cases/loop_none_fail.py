import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


@clauz3.guarantee(mail.none())
def main(limit: int) -> None:
    rows = db_query_users(False)
    if len(rows) > 50:
        for row in rows:
            if row.age > limit and "@" in row.email:
                send_email(row.email, "over the limit")
