"""Class 18: the counter read after its step in the body.

`while n > 0: n -= 1; transfer(...)` transfers with n already stepped:
from n == 1 the account is chosen with n == 0, and it is "z". A summary
that gives the whole body the counter's value before the step sees 1 and
proves only_accounts(["a"]).
"""
# class: 18
# expect: not-proved
# witness: mode=module args=[1] breaks=guarantee:only_accounts

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.only_accounts(["a"]))
def main(n: int) -> None:
    while n > 0:
        n -= 1
        transfer("a" if n != 0 else "z", 1)
