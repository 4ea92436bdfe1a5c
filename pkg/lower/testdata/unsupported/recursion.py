import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def f(n: int) -> int:
    return f(n)  # ERROR unsupported-recursion
def main() -> None:
    f(1)
