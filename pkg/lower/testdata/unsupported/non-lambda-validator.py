import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def ok(n):
    return True
@deal.pre(ok)  # ERROR unsupported-validator
def main(n: int) -> None:
    pass
