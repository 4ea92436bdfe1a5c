"""clauz3's Python runtime: what a program and a trusted layer import.

Under CPython these names do nothing to a program's behaviour: a guarantee
is recorded on the function it decorates, which is returned unchanged; a
contract is a plain function that builds a ContractSpec. A ContractSpec can
be checked concretely over the effects a run recorded (spec.check(effects)),
which is how the runtime test compares CPython with the prover.

It speaks both vocabularies of the reference: 0.1.4's (effect("marker"),
@deal.has boundaries, fluents) and 0.2's (@trusted, @requires, @ensures,
@mock, effect(function, ...), events with @performs, FilePath and
DirectoryPath, contract descriptions, the path predicates of _path_safety).

Put the directory holding this package first on sys.path; it stands in for
the reference implementation's package of the same name.
"""

from collections.abc import Callable
from typing import TypeVar

from clauz3 import events, fluent, paths, policy, spec
from clauz3.boundary import ensures, mock, requires, trusted
from clauz3.events import Event, performs
from clauz3.paths import DirectoryPath, FilePath
from clauz3.record import Effect
from clauz3.row import ColumnRef, Row, RowSchemaError
from clauz3.spec import ContractSpec, contract, effect

__version__ = "0.2.1+go"

F = TypeVar("F", bound=Callable[..., object])

_GUARANTEES = "__clauz3_guarantees__"


def guarantee(predicate: ContractSpec, /) -> Callable[[F], F]:
    """Attach a guarantee to a function and return the function unchanged.

    The guarantee is kept, in source order (top decorator first), in a list
    that guarantees(func) returns. A predicate that is not a ContractSpec is
    refused with TypeError, as the prover refuses it.
    """
    if not isinstance(predicate, ContractSpec):
        raise TypeError(f"clauz3.guarantee takes a ContractSpec, not {type(predicate).__name__}")

    def decorate(func: F) -> F:
        found = func.__dict__.get(_GUARANTEES)
        if found is None:
            found = []
            setattr(func, _GUARANTEES, found)
        # decorators apply bottom-up: the one applied last is the top one
        found.insert(0, predicate)
        return func

    return decorate


def guarantees(func: Callable[..., object]) -> list[ContractSpec]:
    """The guarantees attached to func by @guarantee, top decorator first."""
    seen = func
    while seen is not None:
        found = getattr(seen, "__dict__", {}).get(_GUARANTEES)
        if found is not None:
            return list(found)
        seen = getattr(seen, "__wrapped__", None)
    return []


__all__ = [
    "ColumnRef",
    "ContractSpec",
    "DirectoryPath",
    "Effect",
    "Event",
    "FilePath",
    "Row",
    "RowSchemaError",
    "__version__",
    "contract",
    "effect",
    "ensures",
    "events",
    "fluent",
    "guarantee",
    "guarantees",
    "mock",
    "paths",
    "performs",
    "policy",
    "requires",
    "spec",
    "trusted",
]
