"""A while loop whose test is not a counter against a bound (i * i < n)
is unrolled up to 100 iterations: n == 2 sends two emails and breaks
at_most(1) (a run within the bound, so the counterexample stands);
whether the loop ends within the bound is not decided (n may be larger),
so nothing else could be proved."""

import clauz3
from tools.email.trusted import contracts as mail
from tools.email.trusted.effects import send_email


@clauz3.guarantee(mail.at_most(1))
def main(n: int) -> None:
    i = 0
    while i * i < n:
        send_email("bob@example.com", "tick")
        i = i + 1
