"""Runs the functions of table.py under CPython (with deal) on the
counterexamples clauz3 gives and on sample inputs, and prints one line
per function: the name and 'holds' or 'breaks'. TestTranslationTable
compares these lines with clauz3's verdicts."""

import itertools
import sys

import deal

import table

SAMPLES = {int: [-7, -3, -1, 0, 1, 2, 3, 7, 50], bool: [True, False], float: [-2.5, -0.5, 0.5, 2.5, 3.5, 4.4]}

for name in sorted(n for n in dir(table) if n.endswith(("_ok", "_bad"))):
    fn = getattr(table, name)
    hints = [t for k, t in fn.__annotations__.items() if k != "return"]
    broke = False
    for args in itertools.product(*(SAMPLES[t] for t in hints)):
        try:
            fn(*args)
        except deal.PreContractError:
            pass  # outside the contract's inputs
        except (deal.PostContractError, AssertionError):
            broke = True
        except ZeroDivisionError:
            broke = True
    print(name, "breaks" if broke else "holds")
