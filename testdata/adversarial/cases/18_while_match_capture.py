"""Class 18: a capture pattern carries a value to the next iteration.

`case acct:` in a match statement binds acct, as an assignment does: from
the second iteration on, the transfer goes to "z". A summary that looks
only for assignments lowers the body once with acct == "a" and proves
only_accounts(["a"]).
"""
# class: 18
# expect: not-proved
# witness: mode=module args=[2] breaks=guarantee:only_accounts

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.only_accounts(["a"]))
def main(n: int) -> None:
    acct = "a"
    while n > 0:
        transfer(acct, 1)
        match "z":
            case acct:
                pass
        n -= 1
