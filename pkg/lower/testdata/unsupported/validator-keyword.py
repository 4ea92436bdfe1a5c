import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
@deal.pre(lambda n: n > 0, exception=KeyError)  # ERROR unsupported-validator
def main(n: int) -> None:
    pass
