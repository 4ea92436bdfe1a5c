"""A while loop on an input over a counter is summarized, not unrolled:
it runs max(n, 0) times, so n == 2 sends two emails and breaks
at_most(1); the counterexample lists each iteration's email."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(n: int) -> None:
    while n > 0:
        send_email("bob@example.com", "tick")
        n = n - 1
