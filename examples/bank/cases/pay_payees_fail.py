"""Pay every payee its limit, unverified ones too: a payee's account may
be the checking account itself."""

import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import list_payees, transfer


@clauz3.guarantee(bank.never_to("checking"))
def main() -> None:
    for p in list_payees("me"):
        if 0 < p.limit <= 10_000:
            transfer("checking", p.account, p.limit)
