"""Only administrators are emailed: no address comes from the users
table."""

import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import AdminRow, db_query_admins, send_email


@clauz3.guarantee(mail.never_users())
@clauz3.guarantee(mail.only_column(AdminRow, "email"))
def main(greeting: str) -> None:
    for admin in db_query_admins():
        if "@" in admin.email:
            send_email(admin.email, greeting)
