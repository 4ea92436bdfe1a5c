import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def main(c: bool) -> None:
    x = 1 if c else ['a']
    send_email(x, 'm')  # ERROR unsupported-mixed-types
