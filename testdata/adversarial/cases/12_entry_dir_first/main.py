"""Class 12: the entry's directory comes first on sys.path.

Run as `python cases/12_entry_dir_first/main.py` with the corpus root on
PYTHONPATH (for tools/), CPython imports limits from the entry's own
directory (cap() == 1000), not the corpus root's limits.py (cap() == 1):
spend_at_most(10) breaks.
"""
# class: 12
# expect: not-proved
# witness: mode=script breaks=guarantee:spend_at_most

import clauz3
from limits import cap
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    transfer("bank", cap())


if __name__ == "__main__":
    main()
