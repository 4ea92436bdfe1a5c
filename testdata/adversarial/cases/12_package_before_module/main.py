"""Class 12: a package wins over a module of the same name in one directory.

The entry's directory holds both helpers/ (a package) and helpers.py.
CPython imports the package: amount() is 1000 and spend_at_most(10)
breaks. Resolving `helpers` to helpers.py (amount() == 1) "proves" it.
"""
# class: 12
# expect: not-proved
# witness: mode=script breaks=guarantee:spend_at_most
# witness: mode=module breaks=guarantee:spend_at_most

import clauz3
from helpers import amount
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    transfer("bank", amount())


if __name__ == "__main__":
    main()
