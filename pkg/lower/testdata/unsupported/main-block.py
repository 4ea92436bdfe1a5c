import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def main() -> None:
    pass
if __name__ == '__main__':  # ERROR unsupported-main-block
    send_email('a@b', 'c')
