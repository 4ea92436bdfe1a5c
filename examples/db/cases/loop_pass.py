import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


@clauz3.guarantee(mail.only_domain("@example.com"))
@clauz3.guarantee(mail.polite())
def main(greeting: str) -> None:
    for row in db_query_users(True):
        if row.email.endswith("@example.com") and row.consented:
            send_email(row.email, greeting + " from us")
