import clauz3
from tools.db.trusted import contracts as mail
from tools.db.trusted.effects import send_email
from tools.db.trusted.files import list_files


# A path is not an address: a file named "x@evil.com" gets an email.
@clauz3.guarantee(mail.only_domain("@example.com"))
def main() -> None:
    for path in list_files("/inbox"):
        if "@" in path:
            send_email(path, "found you")
