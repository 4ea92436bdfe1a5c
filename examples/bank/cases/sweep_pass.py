"""Move what is above a floor of 500 cents to savings, in one transfer of
at most 10,000: the balance the bank returns decides the amount."""

import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import balance, transfer


@clauz3.guarantee(bank.only_from("checking"))
@clauz3.guarantee(bank.each_at_most(10_000))
@clauz3.guarantee(bank.transfers_at_most(1))
def main() -> None:
    b = balance("checking")
    if b > 500:
        transfer("checking", "savings", min(b - 500, 10_000))
