import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


@clauz3.guarantee(mail.only_domain("@example.com"))
def main() -> None:
    for row in db_query_users(True):
        if "@" in row.email:
            send_email(row.email, "hello")
