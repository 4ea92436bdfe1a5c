"""The decorators of a trusted layer's tools (the 0.2 vocabulary).

    @clauz3.requires(lambda path: len(path) > 0, message="path must not be empty")
    @clauz3.ensures(lambda result: len(result) <= 100)
    @clauz3.trusted
    def read_lines(path: str) -> list[str]: ...

- trusted marks the function as an effect boundary: the prover records its
  calls as facts and never reads its body. It takes no arguments
  (@trusted and @trusted() are the same); the function is returned
  unchanged, marked (is_trusted). A legacy @deal.has("marker", ...) with at
  least one marker is a boundary too (see is_boundary).
- mock says the implementation is a stand-in (for listings and the approval
  UI); it grants nothing and changes nothing.
- requires(pred, message=, exception=) is deal.pre: checked at every call at
  run time, raising exception (deal.PreContractError by default), and an
  obligation at every call site for the prover.
- ensures(pred) is deal.post when pred takes one parameter (the result) and
  deal.ensure when it takes the function's parameters and one named result.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, TypeVar

import deal

F = TypeVar("F", bound=Callable[..., Any])

_TRUSTED = "__clauz3_trusted__"
_MOCK = "__clauz3_mock__"
_DEAL = "__deal_contract"


def trusted(func: Any = None) -> Any:
    """Mark func as a trusted effect boundary; see the module's doc."""
    if func is None:
        return trusted
    if not callable(func):
        raise TypeError(
            f"@clauz3.trusted takes no arguments (given {func!r}): effect markers are deal's "
            "(@deal.has), and a contract names the function itself"
        )
    setattr(func, _TRUSTED, True)
    return func


def mock(func: Any = None) -> Any:
    """Say that func's implementation is a mock; nothing else changes."""
    if func is None:
        return mock
    if not callable(func):
        raise TypeError("@clauz3.mock takes no arguments")
    setattr(func, _MOCK, True)
    return func


def _chain(func: Any) -> list[Any]:
    """func and the functions it wraps (__wrapped__), outermost first."""
    out, seen = [], set()
    while func is not None and id(func) not in seen:
        seen.add(id(func))
        out.append(func)
        func = getattr(func, "__wrapped__", None)
    return out


def is_trusted(func: Any) -> bool:
    """Whether func, or a function it wraps, carries @clauz3.trusted."""
    return any(getattr(f, _TRUSTED, False) is True for f in _chain(func))


def is_mock(func: Any) -> bool:
    """Whether func, or a function it wraps, carries @clauz3.mock."""
    return any(getattr(f, _MOCK, False) is True for f in _chain(func))


def deal_markers(func: Any) -> frozenset[str]:
    """The markers of func's @deal.has (none when it has no deal contracts)."""
    for f in _chain(func):
        contracts = getattr(f, _DEAL, None)
        if contracts is not None:
            patcher = getattr(contracts, "patcher", None)
            return frozenset(patcher.markers) if patcher is not None else frozenset()
    return frozenset()


def is_boundary(func: Any) -> bool:
    """Whether calls of func are effects: @clauz3.trusted, or @deal.has with a marker."""
    return is_trusted(func) or bool(deal_markers(func))


def requires(
    predicate: Callable[..., object],
    *,
    message: str | None = None,
    exception: type[Exception] | Exception | None = None,
) -> Callable[[F], F]:
    """A precondition over the function's parameters (deal.pre); see the module's doc."""
    if not callable(predicate):
        raise TypeError(f"@clauz3.requires takes a function of the parameters, not {type(predicate).__name__}")
    return deal.pre(predicate, message=message, exception=exception)


def ensures(
    predicate: Callable[..., object],
    *,
    message: str | None = None,
    exception: type[Exception] | Exception | None = None,
) -> Callable[[F], F]:
    """A postcondition: of the result alone (one parameter), or of the
    parameters and the result (a parameter named result)."""
    if not callable(predicate):
        raise TypeError(f"@clauz3.ensures takes a function, not {type(predicate).__name__}")
    names = list(inspect.signature(predicate).parameters)
    if len(names) <= 1:
        return deal.post(predicate, message=message, exception=exception)
    if "result" not in names:
        raise TypeError(
            f"a @clauz3.ensures predicate of several parameters names the return value result; got {names!r}"
        )
    return deal.ensure(predicate, message=message, exception=exception)


__all__ = ["deal_markers", "ensures", "is_boundary", "is_mock", "is_trusted", "mock", "requires", "trusted"]
