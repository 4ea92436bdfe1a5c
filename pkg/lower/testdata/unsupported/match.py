import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def main(n: int) -> None:
    match (n, n):
        case (1, 2):
            pass
        case (1, *rest):  # ERROR unsupported-match
            pass
    match n:
        case {"k": 1}:  # ERROR unsupported-match
            pass
