"""Pay each verified payee its limit, capped at 100 cents: at most 50
payees, so at most 5,000 cents in all."""

import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import list_payees, transfer


@clauz3.guarantee(bank.only_from("checking"))
@clauz3.guarantee(bank.never_to("checking"))
@clauz3.guarantee(bank.each_at_most(100))
@clauz3.guarantee(bank.transfers_at_most(50))
def main() -> None:
    for p in list_payees("me"):
        if p.verified and p.account != "checking" and p.limit > 0:
            transfer("checking", p.account, min(p.limit, 100))
