import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


# The query returns at most 100 rows and each row gets at most one email.
@clauz3.guarantee(mail.at_most(100))
def main() -> None:
    for row in db_query_users(True):
        if "@" in row.email:
            send_email(row.email, "hello")
