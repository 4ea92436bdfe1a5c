"""Class 17 control: and/or with operands of different types.

label is "big" (a str) for n > 100, else 7 (an int); amount is then 1 or
7. `s or 0` is s when s is non-empty, else the int 0. CPython transfers
at most 7 + 2 = 9 and at least 1 + 1 = 2.
"""
# class: 17
# expect: proved
# witness: mode=module args=[101, ""] holds
# witness: mode=module args=[3, "x"] holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(9))
@clauz3.guarantee(pay.spend_at_least(2))
def main(n: int, s: str) -> None:
    label = n > 100 and "big" or 7
    amount = 1 if label == "big" else 7
    transfer("bank", amount)
    x = s or 0
    transfer("bank", 1 if x == 0 else 2)
