"""Class 7 control: the same operations on lists do not raise.

len(list(enumerate(...))), len(list(zip(...))), reversed() of a list,
print with string separators and a small int, and a hashable key: CPython
transfers 2 + 2 + 3 + 1 = 8 and raises nothing.
"""
# class: 7
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(8))
@clauz3.guarantee(pay.spend_at_least(8))
def main() -> None:
    transfer("bank", len(list(enumerate(["a", "b"]))))
    transfer("bank", len(list(zip([1, 2], [3, 4]))))
    n = 0
    for x in reversed([1, 2]):
        n = n + x
    transfer("bank", n)
    print("a", "b", sep=", ", end="\n")
    print([10**5])
    fees = {"bank": 1}
    transfer("bank", fees.get("bank", 3))
