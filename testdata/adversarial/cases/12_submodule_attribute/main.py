"""Class 12: `import rates.fee` rebinds rates.fee to the submodule.

rates/__init__.py defines a function fee(); importing the submodule
rates.fee then sets the attribute fee of the package to the module
(CPython binds a submodule as an attribute of its parent after loading
it). rates.fee() calls a module: TypeError. Keeping the function "proves"
spend_at_most(10).
"""
# class: 12
# expect: not-proved
# witness: mode=module breaks=exception:TypeError

import rates.fee

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    transfer("bank", rates.fee())
