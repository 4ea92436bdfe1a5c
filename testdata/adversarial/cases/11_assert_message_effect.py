"""Class 11: a failing assert evaluates its message expression first.

main(False): the assert fails, so CPython evaluates the message,
transfer("mallory", 1), before raising the (declared) AssertionError:
no_transfer() breaks. Ignoring the message's effects "proves" it.
"""
# class: 11
# expect: not-proved
# witness: mode=module args=[False] breaks=guarantee:no_transfer

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
@deal.raises(AssertionError)
def main(ok: bool) -> None:
    assert ok, transfer("mallory", 1)
