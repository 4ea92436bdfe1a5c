"""Class 9 control: an empty enumerate object is true, the list of it false.

enumerate([]) is an iterator, always true; list(enumerate([])) is the
empty list, false. CPython transfers 1 + 1 = 2.
"""
# class: 9
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(2))
@clauz3.guarantee(pay.spend_at_least(2))
def main() -> None:
    if not list(enumerate([])):
        transfer("bank", 1)
    if enumerate([]):
        transfer("bank", 1)
