"""The same sweep without the cap: a balance above 10,500 breaks the
transfer's precondition (amount <= 10,000)."""

import clauz3
from tools.bank.trusted import contracts as bank
from tools.bank.trusted.effects import balance, transfer


@clauz3.guarantee(bank.only_from("checking"))
def main() -> None:
    b = balance("checking")
    if b > 500:
        transfer("checking", "savings", b - 500)
