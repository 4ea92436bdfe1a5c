import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import db_query_users, send_email


# One email, then one per row (no condition): the count is 1 plus the
# number of rows, decided exactly.
@clauz3.guarantee(mail.at_least(1))
def main() -> None:
    send_email("ops@example.com", "starting")
    for row in db_query_users(True):
        send_email("ops@example.com", "row " + row.email)
