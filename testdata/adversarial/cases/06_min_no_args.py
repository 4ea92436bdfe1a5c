"""Class 6: min() with no arguments raises TypeError, not ValueError.

main declares only ValueError (what min([]) raises). CPython's min()
raises TypeError("min expected at least 1 argument, got 0"); deal turns
the undeclared TypeError into a RaisesContractError. Calling it ValueError
would "prove" the program.
"""
# class: 6
# expect: not-proved
# witness: mode=module breaks=exception:TypeError
# witness: mode=O breaks=exception:TypeError

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
@deal.raises(ValueError)
def main() -> None:
    smallest = min()
    if smallest < 0:
        transfer("mallory", 1)
