import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
send_email('a@b', 'c')  # ERROR unsupported-module-statement
def main() -> None:
    pass
