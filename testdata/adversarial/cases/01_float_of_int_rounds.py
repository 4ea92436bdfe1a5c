"""Class 1: float(n) rounds a large int, and Python compares it with n exactly.

float(2**54 - 1) is 2.0**54, greater than 2**54 - 1, so main(2**54 - 1)
transfers. Z3 4.8 decides the rounding of a non-constant number wrongly:
it calls float(n) > n unsatisfiable, so a prover that trusts its to_fp
proves no_transfer.
"""
# class: 1
# expect: not-proved
# witness: mode=module args=[2**54 - 1] breaks=guarantee:no_transfer
# witness: mode=module args=[7] holds

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
@deal.raises(OverflowError)
def main(n: int) -> None:
    if float(n) > n:
        transfer("mallory", 1)
