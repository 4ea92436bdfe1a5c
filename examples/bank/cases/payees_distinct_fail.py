"""Two payees may share an account: one_per_payee can fail."""

import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import list_payees, transfer


@clauz3.guarantee(bank.one_per_payee())
def main() -> None:
    for p in list_payees("me"):
        if p.verified:
            transfer("checking", p.account, 1)
