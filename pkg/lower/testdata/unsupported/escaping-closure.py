import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def mk():
    x = 'a@b'
    def g():
        return x  # ERROR unsupported-escaping-closure
    return g
def main() -> None:
    send_email(mk()(), 'c')
