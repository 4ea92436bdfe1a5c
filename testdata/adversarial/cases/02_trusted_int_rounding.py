"""Class 2: an int passed to a float parameter is not rounded.

refund(account, amount: float) receives the int n unchanged. For
n = 2**53 + 1 the double nearest n is 2**53, which satisfies the bound
2**53 of refunds_each_at_most(2**53); the int n does not. A model that
converts the argument to the annotated float proves the guarantee.
"""
# class: 2
# expect: not-proved
# witness: mode=module args=[9007199254740993] breaks=guarantee:refunds_each_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.refunds_each_at_most(2**53))
def main(n: int) -> None:
    if n > 0:
        refund("carol", n)
