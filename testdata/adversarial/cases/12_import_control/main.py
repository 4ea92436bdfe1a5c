"""Class 12 control: a plain local module next to the entry.

CPython imports helpers.py from the entry's directory: amount() is 1.
"""
# class: 12
# expect: proved
# witness: mode=script holds
# witness: mode=module holds

import clauz3
from helpers import amount
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    transfer("bank", amount())


if __name__ == "__main__":
    main()
