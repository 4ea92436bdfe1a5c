"""Class 10: the main block may run code other than the target.

Run as a script, the main block calls payout(), which transfers 1000;
spend_at_most(10) is about every transfer of the run, and breaks. Looking
only at main proves it.
"""
# class: 10
# expect: not-proved
# witness: mode=script breaks=guarantee:spend_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def payout() -> None:
    transfer("mallory", 1000)


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    transfer("bank", 1)


if __name__ == "__main__":
    payout()
    main()
