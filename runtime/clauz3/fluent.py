"""Fluents: keyed state that trusted calls set, read at the end of a run.

    Door = fluent("door_locked", key=str, value=bool, initial=True)

    @effect(lambda door: Door.set(door, False))
    def unlock(door: str) -> None: ...

    @contract
    def locked_at_end(door: str) -> ContractSpec:
        return Door.final[door] == True

An @effect builder names parameters of the trusted function (or literals) as
the key and value of each update; it is called once, when the trusted module
is imported, with placeholders. The final state folds the recorded effects
in program order, starting from initial for every key: each call of an
effected function applies its updates, later ones winning.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from clauz3.record import Effect
from clauz3.spec import ContractSpec

_TYPES = (str, int, bool)


def _is(value: Any, typ: type) -> bool:
    if typ is bool:
        return type(value) is bool
    return isinstance(value, typ) and not isinstance(value, bool)


def fluent(name: str, *, value: type, key: type = str, initial: Any) -> Fluent:
    """Declare a fluent: key and value types among str, int, bool, and the
    value every key holds before any call."""
    if key not in _TYPES:
        raise TypeError(f"fluent {name!r}: key type must be str, int or bool, not {key!r}")
    if value not in _TYPES:
        raise TypeError(f"fluent {name!r}: value type must be str, int or bool, not {value!r}")
    if not _is(initial, value):
        raise TypeError(f"fluent {name!r}: initial value {initial!r} is not a {value.__name__}")
    return Fluent(name, key, value, initial)


@dataclass(frozen=True)
class _Param:
    """A parameter of the trusted function, named in an @effect builder."""

    name: str


@dataclass(frozen=True)
class Update:
    """One update fluent[key] = value made by a trusted call."""

    fluent: Fluent
    key: Any
    value: Any

    def resolve(self, args: dict[str, Any]) -> tuple[Any, Any]:
        """The key and value of this update for a call with args."""
        def one(x: Any) -> Any:
            if isinstance(x, _Param):
                if x.name not in args:
                    raise TypeError(f"@effect names parameter {x.name!r}, which the call does not have")
                return args[x.name]
            return x

        return one(self.key), one(self.value)


class Fluent:
    """A keyed cell set by trusted calls (see fluent)."""

    def __init__(self, name: str, key_type: type, value_type: type, initial: Any) -> None:
        self.name = name
        self.key_type = key_type
        self.value_type = value_type
        self.initial = initial
        self._updates: dict[str, list[Update]] = {}

    def set(self, key: Any, value: Any) -> Update:
        """An update, for an @effect builder: key and value are parameters or literals."""
        for what, x, typ in (("key", key, self.key_type), ("value", value, self.value_type)):
            if not isinstance(x, _Param) and not _is(x, typ):
                raise TypeError(f"fluent {self.name!r}: {what} {x!r} is not a {typ.__name__}")
        return Update(self, key, value)

    @property
    def final(self) -> Final:
        """The state at the end of the run, to build contracts on."""
        return Final(self)

    def _register(self, func_name: str, update: Update) -> None:
        self._updates.setdefault(func_name, []).append(update)

    def final_state(self, effects: list[Effect]) -> dict[Any, Any]:
        """The keys set by effects, with their final values (other keys hold initial)."""
        state: dict[Any, Any] = {}
        for e in effects:
            for u in self._updates.get(e.name, ()):
                k, v = u.resolve(dict(e.args))
                state[k] = v
        return state

    def __repr__(self) -> str:
        return f"fluent({self.name!r})"


def effect(builder: Callable[..., Update | list[Update]]) -> Callable[[Any], Any]:
    """Declare how a trusted function updates fluents; the function is returned unchanged."""
    params = list(inspect.signature(builder).parameters)
    made = builder(**{p: _Param(p) for p in params})
    updates = list(made) if isinstance(made, (list, tuple)) else [made]
    for u in updates:
        if not isinstance(u, Update):
            raise TypeError("an @effect builder must return F.set(key, value) or a list of them")

    def decorate(func: Any) -> Any:
        sig = inspect.signature(func)
        for p in params:
            if p not in sig.parameters:
                raise TypeError(f"@effect on {func.__name__}: it has no parameter {p!r}")
        for u in updates:
            u.fluent._register(func.__name__, u)
        return func

    return decorate


@dataclass(frozen=True)
class KeyValue:
    """One key of a fluent's final state, as F.final.all's predicate sees it."""

    key: Any
    value: Any


class Final:
    """A fluent's final state."""

    def __init__(self, fl: Fluent) -> None:
        self.fluent = fl

    def all(self, predicate: Callable[[KeyValue], Any]) -> ContractSpec:
        """Every key's final value satisfies predicate (d.key, d.value)."""
        return _FinalAll(self.fluent, predicate)

    def __getitem__(self, key: Any) -> FinalValue:
        return FinalValue(self.fluent, key)


class FinalValue:
    """One key's final value: compare it with == or != to get a ContractSpec."""

    __hash__ = None  # type: ignore[assignment]

    def __init__(self, fl: Fluent, key: Any) -> None:
        self.fluent, self.key = fl, key

    def __eq__(self, other: Any) -> ContractSpec:  # type: ignore[override]
        return _FinalIs(self.fluent, self.key, other, True)

    def __ne__(self, other: Any) -> ContractSpec:  # type: ignore[override]
        return _FinalIs(self.fluent, self.key, other, False)


def _unset_samples(fl: Fluent, state: dict[Any, Any]) -> list[Any]:
    """Keys no call set, on which final.all is also checked (they hold initial).

    For bool keys these are all the remaining keys; for str and int keys a
    few representatives (the predicate cannot be checked on every key)."""
    if fl.key_type is bool:
        pool: list[Any] = [False, True]
    elif fl.key_type is int:
        pool = [0, 1, -1, 2, 10**6]
    else:
        pool = ["", "a", "front", "back", "zz-never-set"]
    return [k for k in pool if k not in state]


class _FinalAll(ContractSpec):
    def __init__(self, fl: Fluent, p: Callable[[KeyValue], Any]) -> None:
        self.fl, self.p = fl, p

    def _holds(self, effects: list[Effect]) -> bool:
        state = self.fl.final_state(effects)
        pairs = list(state.items()) + [(k, self.fl.initial) for k in _unset_samples(self.fl, state)]
        return all(self.p(KeyValue(k, v)) is True for k, v in pairs)

    def __repr__(self) -> str:
        return f"{self.fl!r}.final.all(...)"


class _FinalIs(ContractSpec):
    def __init__(self, fl: Fluent, key: Any, value: Any, equal: bool) -> None:
        self.fl, self.key, self.value, self.equal = fl, key, value, equal

    def _holds(self, effects: list[Effect]) -> bool:
        got = self.fl.final_state(effects).get(self.key, self.fl.initial)
        return (got == self.value) is self.equal

    def __repr__(self) -> str:
        return f"{self.fl!r}.final[{self.key!r}] {'==' if self.equal else '!='} {self.value!r}"


__all__ = ["Final", "FinalValue", "Fluent", "KeyValue", "Update", "effect", "fluent"]
