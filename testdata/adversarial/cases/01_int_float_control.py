"""Class 1 control: exact int/float comparison proves what CPython does.

The only int strictly between 2.0**53 and 2.0**53 + 2 is 2**53 + 1, which
the branch excludes, so it never runs; 9007199254740994.0 <= 2**53 + 3 holds exactly, so the refund
keeps refunds_each_at_most(2**53 + 3).
"""
# class: 1
# expect: proved
# witness: mode=module args=[2**53 + 1] holds
# witness: mode=module args=[2**53] holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund, transfer


@clauz3.guarantee(pay.no_transfer())
@clauz3.guarantee(pay.refunds_each_at_most(2**53 + 3))
def main(n: int) -> None:
    if n > 9007199254740992.0 and n < 9007199254740994.0 and n != 9007199254740993:
        transfer("mallory", 1)
    refund("alice", 9007199254740994.0)
