"""Class 10: the main block may call the target outside its @deal.pre.

main assumes n <= 10. Run as a script, the main block calls main(1000):
with deal's checks on, PreContractError escapes; under python -O deal is
off and 1000 is transferred, breaking spend_at_most(10). The proof's
assumption about main's callers is false for this file's own caller.
"""
# class: 10
# expect: not-proved
# witness: mode=script breaks=exception:PreContractError
# witness: mode=script-O breaks=guarantee:spend_at_most

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
@deal.pre(lambda n: n <= 10)
def main(n: int) -> None:
    transfer("bank", n)


if __name__ == "__main__":
    main(1000)
