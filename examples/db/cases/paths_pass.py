import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import send_email
from tools.db.trusted.files import list_files


@clauz3.guarantee(mail.only_domain("@example.com"))
@clauz3.guarantee(mail.at_most(20))
def main() -> None:
    for path in list_files("/reports"):
        if path.endswith(".txt"):
            send_email("ops@example.com", "new report " + path)
