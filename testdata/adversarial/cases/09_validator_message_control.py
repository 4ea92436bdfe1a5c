"""Class 9 control: a validator's message is returned only when it fails.

`lambda n: n > 2 or "..."` returns True for n > 2, which deal accepts:
with the target's own precondition n > 2, the transfer of n happens and
spends at least 3.
"""
# class: 9
# expect: proved
# witness: mode=module args=[3] holds
# witness: mode=module args=[10] holds

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@deal.pre(lambda n: n > 2 or "n must be more than 2")
def pay_n(n: int) -> None:
    transfer("carol", n)


@clauz3.guarantee(pay.spend_at_least(3))
@deal.pre(lambda n: n > 2)
def main(n: int) -> None:
    pay_n(n)
