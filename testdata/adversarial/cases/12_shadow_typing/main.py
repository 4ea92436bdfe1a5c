"""Class 12: a local typing.py shadows the standard library's typing.

CPython imports typing from the entry's directory, so TYPE_CHECKING is
True here, and deal (imported by the trusted layer) gets this module too
and fails: `from typing import ...` raises ImportError at import. The
program never runs correctly. Modelling `typing` as the standard library
(TYPE_CHECKING false, no transfer) "proves" it.
"""
# class: 12
# expect: not-proved
# witness: mode=script breaks=exception:ImportError

from typing import TYPE_CHECKING

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    if TYPE_CHECKING:
        transfer("mallory", 1)


if __name__ == "__main__":
    main()
