import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def h() -> None:
    while True:  # ERROR unsupported-while
        send_email('a@b', 'c')
def main() -> None:
    h()
