import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


# One email per row: with no rows, no email at all.
@clauz3.guarantee(mail.at_least(1))
def main() -> None:
    for row in db_query_users(True):
        send_email("ops@example.com", "row " + row.email)
