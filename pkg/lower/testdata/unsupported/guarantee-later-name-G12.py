import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
@clauz3.guarantee(mail.only(LATER))  # ERROR unsupported-guarantee-name-error
def main() -> None:
    pass
LATER = ['a@b']
