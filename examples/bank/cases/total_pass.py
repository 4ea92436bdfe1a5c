"""Two transfers of up to 7,000 each move at most 14,000."""

import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import balance, transfer


@clauz3.guarantee(bank.total_at_most(14_000))
@clauz3.guarantee(bank.one_per_payee())
def main() -> None:
    a = balance("a")
    b = balance("b")
    if 0 < a <= 7_000:
        transfer("a", "savings", a)
    if 0 < b <= 7_000:
        transfer("b", "brokerage", b)
