"""A while loop on an input is unrolled up to 100 iterations: n == 2
sends two emails and breaks at_most(1) (a run within the bound, so the
counterexample stands); whether the loop ends within the bound is not
decided (n may be larger), so nothing else could be proved."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(n: int) -> None:
    while n > 0:
        send_email("bob@example.com", "tick")
        n = n - 1
