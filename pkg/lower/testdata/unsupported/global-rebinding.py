import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
X = 1
X = 2  # ERROR unsupported-global-rebinding
def main() -> None:
    pass
