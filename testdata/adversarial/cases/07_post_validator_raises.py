"""Class 7: a postcondition validator that raises raises its own exception.

h(0) returns 0, and its @deal.post validator computes 10 // 0: CPython
raises ZeroDivisionError from the validator, not PostContractError. With
h(1) the validator returns "no", a str, which deal reads as the failure's
message (PostContractError). A counterexample for the postcondition must
be the second kind of run, not n=0.
"""
# class: 7
# expect: not-proved
# witness: mode=module args=[1] breaks=exception:PostContractError
# witness: mode=module args=[0] breaks=exception:ZeroDivisionError

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@deal.post(lambda result: 10 // result >= 0 and "no")
def h(n: int) -> int:
    return n


@clauz3.guarantee(pay.at_most(1))
def main(n: int) -> None:
    h(n)
    transfer("carol", 1)
