"""Class 3: `in` on a list tests identity before equality.

For x = float("nan"), x != x holds, and x in [x] is True in CPython: the
list holds the very object x, and `in` checks `is` first. main(nan)
transfers. Deciding `in` by == alone (nan == nan is False) makes the branch
dead.
"""
# class: 3
# expect: not-proved
# witness: mode=module args=[float("nan")] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(x: float) -> None:
    if x != x and x in [x]:
        transfer("mallory", 1)
