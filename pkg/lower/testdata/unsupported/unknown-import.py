import clauz3
import deal
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import log_event, send_email, send_newsletter
import subprocess  # ERROR unsupported-import
import os  # (a quiet standard module: refused where it is used)
def main() -> None:
    os.getcwd()  # ERROR unsupported-import
