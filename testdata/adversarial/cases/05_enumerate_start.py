"""Class 5: enumerate(xs, start) does not raise.

enumerate(["bank"], 7) yields (7, "bank") in CPython, so 7 is transferred
and spend_at_most(5) breaks. An invented TypeError (declared) would end
the path before the transfer.
"""
# class: 5
# expect: not-proved
# witness: mode=module breaks=guarantee:spend_at_most

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(5))
@deal.raises(TypeError)
def main() -> None:
    for i, account in enumerate(["bank"], 7):
        transfer(account, i)
