import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


@clauz3.guarantee(mail.polite())
def main() -> None:
    last = "nobody@example.com"
    for row in db_query_users(True):
        last = row.email
    send_email(last, "you were last")
