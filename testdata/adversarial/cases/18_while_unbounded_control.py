"""Class 18 control: a while loop on an input, summarized.

However large n is, every transfer goes to "bank": only_accounts holds
for every n, which an unrolling of a bounded number of iterations cannot
prove.
"""
# class: 18
# expect: proved
# witness: mode=module args=[3] holds
# witness: mode=module args=[0] holds
# witness: mode=module args=[250] holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.only_accounts(["bank"]))
def main(n: int) -> None:
    while n > 0:
        transfer("bank", n)
        n = n - 1
