"""A small executable clauz3 for the adversarial witnesses (witness.py).

It is not the prover. It gives a CPython run of a case what the real
package gives it: clauz3.guarantee records the guarantee (the function is
returned unchanged), and clauz3.spec builds contract specifications that
witness.py evaluates, with Python's own semantics, on the trusted calls a
run recorded. It imports nothing from the standard library at import time
beyond what every interpreter has loaded, so a case that shadows typing or
deal sees CPython's real import order.
"""

from clauz3 import spec  # noqa: F401  (clauz3.spec is an attribute, as in the real package)
from clauz3 import policy  # noqa: F401
from clauz3 import fluent  # noqa: F401

# Every guarantee decorator applied in this process, in order:
# (the decorated function, the ContractSpec it promises).
GUARANTEES = []


def guarantee(contract):
    """Record contract as a guarantee of the decorated function."""

    def decorate(func):
        GUARANTEES.append((func, contract))
        return func

    return decorate


class Row:
    """Base class of row schemas returned by trusted queries."""
