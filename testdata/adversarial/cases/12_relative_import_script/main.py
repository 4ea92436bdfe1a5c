"""Class 12: a relative import fails in a file run as a script.

Run as `python .../main.py`, the file is __main__ with no parent package,
so `from .helpers import amount` raises ImportError ("attempted relative
import with no known parent package"). Resolving the import against the
file's directory "proves" the program.
"""
# class: 12
# expect: not-proved
# witness: mode=script breaks=exception:ImportError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer

from .helpers import amount


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    transfer("bank", amount())


if __name__ == "__main__":
    main()
