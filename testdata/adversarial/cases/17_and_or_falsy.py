"""Class 17: `cond and a or b` returns b when a is falsy.

For n > 0, (n > 0 and 0 or 50) is 50 in CPython (0 is false, so `or`
returns its right operand): main(1) transfers 50 and spend_at_most(10)
breaks. Reading the idiom as `a if cond else b` gives 0.
"""
# class: 17
# expect: not-proved
# witness: mode=module args=[1] breaks=guarantee:spend_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main(n: int) -> None:
    if n > 0:
        transfer("bank", n > 0 and 0 or 50)
