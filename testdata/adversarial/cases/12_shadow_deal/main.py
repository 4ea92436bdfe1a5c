"""Class 12: a local deal.py shadows the deal package.

CPython imports deal from the entry's directory (first on sys.path), for
this file and for the trusted layer alike. This deal's raises() runs the
decorated function twice, so main transfers 5 twice and spend_at_most(5)
breaks. Taking `deal` to be the real package "proves" it.
"""
# class: 12
# expect: not-proved
# witness: mode=script breaks=guarantee:spend_at_most
# witness: mode=module breaks=guarantee:spend_at_most

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(5))
@deal.raises(ValueError)
def main() -> None:
    transfer("bank", 5)


if __name__ == "__main__":
    main()
