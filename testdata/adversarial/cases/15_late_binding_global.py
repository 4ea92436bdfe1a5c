"""Class 15: a relation lambda reads module globals when it runs.

each_at_most_global() builds Transfer.all(lambda t: t.amount <= CAP); the
trusted contracts module rebinds CAP from 10 to 5 after the builder. The
lambda reads CAP == 5 when the guarantee is checked, so the transfer of
10 breaks it. Reading CAP where the builder is defined (10) "proves" it.
"""
# class: 15
# expect: not-proved
# witness: mode=module breaks=guarantee:each_at_most_global

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.each_at_most_global())
def main() -> None:
    transfer("bank", 10)
