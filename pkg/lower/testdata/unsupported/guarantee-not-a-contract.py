import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def c():
    return 1
@clauz3.guarantee(c())  # ERROR unsupported-guarantee
def main() -> None:
    pass
