"""Class 6: deal.raises checks the exact class at run time.

main declares LookupError and raises KeyError (a subclass). With deal's
run-time checks on (the default), deal compares type(exc) with the
declared classes exactly and raises RaisesContractError from the
KeyError: an undeclared exception escapes. (Under python -O deal is off
and the KeyError escapes as a LookupError.)
"""
# class: 6
# expect: not-proved
# witness: mode=module breaks=exception:KeyError

import deal

import clauz3
from tools.pay.trusted import contracts as pay


@clauz3.guarantee(pay.no_transfer())
@deal.raises(LookupError)
def main() -> None:
    fees = {"bank": 1}
    print(fees["mallory"])
