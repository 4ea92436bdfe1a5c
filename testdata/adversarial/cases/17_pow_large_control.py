"""Class 17 control: exact powers above 2**53.

CPython transfers 10**18 - (10**18 - 3) == 3 and 10**23 // 10**22 == 10:
13 in all.
"""
# class: 17
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(13))
@clauz3.guarantee(pay.spend_at_least(13))
def main() -> None:
    transfer("bank", 10**18 - (10**18 - 3))
    transfer("bank", 10**23 // 10**22)
