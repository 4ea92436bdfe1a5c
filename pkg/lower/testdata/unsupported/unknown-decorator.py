import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
import functools  # (refused where it is used: the decorator)
@functools.cache  # ERROR unsupported-decorator
def main() -> None:
    pass
