"""Class 15: a relation lambda reads the builder's locals when it runs.

each_at_most_rebound(10) builds Transfer.all(lambda t: t.amount <= limit)
with limit = 10, then rebinds limit = 10 // 2 before returning. The lambda
is a closure: when the guarantee is checked it reads limit == 5, so the
transfer of 10 breaks it. Capturing limit's value at the lambda (10)
"proves" it.
"""
# class: 15
# expect: not-proved
# witness: mode=module breaks=guarantee:each_at_most_rebound

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.each_at_most_rebound(10))
def main() -> None:
    transfer("bank", 10)
