import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def main() -> None:
    send_email('\U000E0001@x', 'c')  # ERROR unsupported-str-literal
