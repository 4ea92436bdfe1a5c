"""Two transfers of up to 10,000 each can move more than 15,000."""

import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import balance, transfer


@clauz3.guarantee(bank.total_at_most(15_000))
def main() -> None:
    a = balance("a")
    b = balance("b")
    if 0 < a <= 10_000:
        transfer("a", "savings", a)
    if 0 < b <= 10_000:
        transfer("b", "savings", b)
