import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def main() -> None:
    xs = []
    xs.sort(key=len)  # ERROR unsupported-list-method
