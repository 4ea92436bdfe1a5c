"""Only bob is emailed: the one call sends to him."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.only(["bob@example.com"]))
def main() -> None:
    send_email("bob@example.com", "hi")


if __name__ == "__main__":
    main()
