"""Class 10: the `if __name__ == "__main__":` block runs when the file runs.

Run as a script, this file calls main() twice: two transfers, so
at_most(1) breaks although each call of main makes one.
"""
# class: 10
# expect: not-proved
# witness: mode=script breaks=guarantee:at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.at_most(1))
def main() -> None:
    transfer("bank", 1)


if __name__ == "__main__":
    main()
    main()
