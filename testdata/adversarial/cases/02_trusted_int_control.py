"""Class 2 control: ints passed to a float parameter stay ints, exactly.

refund(account, amount: float) receives the int 2**53 + 1, which no
double equals; CPython passes it unchanged and 2**53 + 1 <= 2**53 + 1
holds. The float 0.5 and the int n (at most 2**53 + 1 by the
precondition) are compared with the int bound exactly too.
"""
# class: 2
# expect: proved
# witness: mode=module args=[9007199254740993] holds
# witness: mode=module args=[0] holds

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.refunds_each_at_most(2**53 + 1))
@deal.pre(lambda n: n <= 2**53 + 1)
def main(n: int) -> None:
    refund("alice", 2**53 + 1)
    refund("bob", 0.5)
    refund("carol", n)
