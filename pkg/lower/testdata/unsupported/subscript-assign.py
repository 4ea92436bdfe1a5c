import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
def main() -> None:
    xs = [1]
    d = {"a": 1}
    d["a"] = 2  # ERROR unsupported-mutation
