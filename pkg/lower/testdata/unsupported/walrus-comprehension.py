import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def main(n: int) -> None:
    xs = [y := i for i in range(3)]  # ERROR unsupported-walrus
