"""Class 10: a call of the target at module level runs on every import.

main() at module level transfers once when the module is imported (and
when it runs as a script); the caller then calls main again: two
transfers, and at_most(1) breaks.
"""
# class: 10
# expect: not-proved
# witness: mode=module breaks=guarantee:at_most
# witness: mode=script breaks=guarantee:at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.at_most(1))
def main() -> None:
    transfer("bank", 1)


main()

if __name__ == "__main__":
    main()
