"""A trusted call inside a loop over rows returns a value per row.

balance(p.account) is asked once for each payee; when two payees share an
account (the rows do not say they cannot), both get a transfer, and
one_per_payee fails. The counterexample shows what balance returns in
each iteration.
"""

import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import balance, list_payees, transfer


@clauz3.guarantee(bank.one_per_payee())
def main() -> None:
    for p in list_payees("me"):
        if balance(p.account) > 0:
            transfer("checking", p.account, 1)
