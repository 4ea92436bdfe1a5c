"""Class 9 control: every falsy value is false, every non-empty value true.

CPython adds 1 for each of: not {}.keys(), not [], not "", not None,
not 0, not 0.0, not -0.0, [0] (a non-empty list is true even if its
element is falsy), " ", {"a": 1}.keys(), not TYPE_CHECKING: 11 in all.
"""
# class: 9
# expect: proved
# witness: mode=module holds

import typing

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(11))
@clauz3.guarantee(pay.spend_at_least(11))
def main() -> None:
    n = 0
    if not {}.keys():
        n += 1
    if not []:
        n += 1
    if not "":
        n += 1
    if not None:
        n += 1
    if not 0:
        n += 1
    if not 0.0:
        n += 1
    if not -0.0:
        n += 1
    if [0]:
        n += 1
    if " ":
        n += 1
    if {"a": 1}.keys():
        n += 1
    if not typing.TYPE_CHECKING:
        n += 1
    transfer("bank", n)
