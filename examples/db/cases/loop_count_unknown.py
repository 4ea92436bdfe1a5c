import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


# The one-iteration approximation (UPSTREAM.md G8) would prove this: one
# pass through the body sends one email. Every row gets one.
@clauz3.guarantee(mail.at_most(1))
def main() -> None:
    for row in db_query_users(True):
        if "@" in row.email:
            send_email(row.email, "hello")
