"""Class 7: sum() refuses strings.

sum(["a", "b"], "") raises TypeError in CPython ("sum() can't sum strings
[use ''.join(seq) instead]"), even though "" + "a" + "b" would work.
main declares no exception. A model that concatenates misses the
exception.
"""
# class: 7
# expect: not-proved
# witness: mode=module breaks=exception:TypeError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    account = sum(["a", "b"], "")
    transfer(account, 1)
