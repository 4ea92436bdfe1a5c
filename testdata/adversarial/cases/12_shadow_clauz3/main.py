"""Class 12: a local clauz3.py shadows the clauz3 package.

CPython imports clauz3 from the entry's directory. It is a module, not a
package, so the trusted contracts' `from clauz3.spec import ...` raises
ModuleNotFoundError at import, and clauz3.guarantee is this file's no-op
anyway. Modelling `clauz3` as the real package "proves" the program.
"""
# class: 12
# expect: not-proved
# witness: mode=script breaks=exception:ModuleNotFoundError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(5))
def main() -> None:
    transfer("bank", 5)


if __name__ == "__main__":
    main()
