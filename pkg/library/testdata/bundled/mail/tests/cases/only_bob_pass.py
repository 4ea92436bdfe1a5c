import clauz3
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main() -> None:
    send_email("bob@example.com", "hi")
