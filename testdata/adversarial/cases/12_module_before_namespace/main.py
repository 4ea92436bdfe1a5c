"""Class 12: a module wins over a namespace package of the same name.

The entry's directory holds helpers.py and helpers/ without __init__.py
(a namespace package portion holding limits.py). CPython imports the
module helpers.py, which is not a package, so `from helpers.limits import
cap` raises ModuleNotFoundError at import. Resolving `helpers` to the
namespace package "proves" the program.
"""
# class: 12
# expect: not-proved
# witness: mode=script breaks=exception:ModuleNotFoundError

import clauz3
from helpers.limits import cap
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    transfer("bank", cap())


if __name__ == "__main__":
    main()
