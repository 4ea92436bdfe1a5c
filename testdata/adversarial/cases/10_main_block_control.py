"""Class 10 control: a main block that calls the target once, within its pre.

Run as a script (with or without -O), main(5) transfers 5:
spend_at_most(10) holds.
"""
# class: 10
# expect: proved
# witness: mode=script holds
# witness: mode=script-O holds
# witness: mode=module args=[10] holds

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
@deal.pre(lambda n: n <= 10)
def main(n: int) -> None:
    transfer("bank", n)


if __name__ == "__main__":
    main(5)
