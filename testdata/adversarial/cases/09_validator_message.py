"""Class 9: deal reads a validator's str result as a failure message.

A validator written `lambda n: n > 2 or "n must be more than 2"` returns
the message when n <= 2, and deal raises PreContractError with it: a str
result fails whatever its truthiness. A prover that reads the result by
its truthiness (a non-empty str is true) takes the precondition to hold
for every n, and proves that no exception escapes main.
"""
# class: 9
# expect: not-proved
# witness: mode=module args=[1] breaks=exception:PreContractError

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@deal.pre(lambda n: n > 2 or "n must be more than 2")
def pay_n(n: int) -> None:
    transfer("carol", n)


@clauz3.guarantee(pay.at_most(1))
def main(n: int) -> None:
    pay_n(n)
