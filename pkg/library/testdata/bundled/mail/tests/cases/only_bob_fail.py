import clauz3
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main(addr: str) -> None:
    if "@" in addr:
        send_email(addr, "hi")
