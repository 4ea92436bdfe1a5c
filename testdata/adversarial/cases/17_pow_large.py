"""Class 17: ** with large constant exponents is exact integer arithmetic.

10**18 + 1 != 10**18 and 2**64 + 1 > 2**64 in CPython (ints are
unbounded), so the transfer happens. Computing the powers as doubles
(1e18 + 1 == 1e18) or in 64 bits makes the branch dead.
"""
# class: 17
# expect: not-proved
# witness: mode=module breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    if 10**18 + 1 != 10**18 and 2**64 + 1 > 2**64 and 10**23 % 10 == 0:
        transfer("mallory", 1)
