"""Class 15 control: a builder local rebound before the lambda is made.

each_at_most_halved(10) rebinds limit to 10 // 2 and then builds
Transfer.all(lambda t: t.amount <= limit): every transfer is at most 5.
The transfer of 5 keeps it.
"""
# class: 15
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.each_at_most_halved(10))
def main() -> None:
    transfer("bank", 5)
