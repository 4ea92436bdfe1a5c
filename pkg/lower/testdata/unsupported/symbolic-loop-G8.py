import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def main(n: int) -> None:
    for i in range(n):  # ERROR unsupported-symbolic-loop
        send_email('a@b', 'c')
