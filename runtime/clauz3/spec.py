"""Contracts and the relation language, checked concretely.

A trusted layer's contracts module builds ContractSpec values from relations:

    Email = effect("send_email")

    @contract
    def only(addresses: list[str]) -> ContractSpec:
        return Email.all(lambda e: e.addr in addresses)

effect(name) is the relation of the facts recorded by trusted calls named
name or marked name by @deal.has. A relation lambda takes one fact and reads
its arguments as attributes (e.addr). spec.check(effects) decides the spec
over a list of recorded effects (clauz3.record.Effect), in program order;
the meaning of each primitive is the one the prover gives it:

- R.all(p): every fact of R satisfies p;
- R.empty(): R has no fact;
- R.distinct(k): no two facts of R have equal keys k;
- R.count() OP n, R.sum(s) OP n: the number of facts, or the sum of s over
  them, compared with the int n (OP one of < <= > >= == !=);
- R.where(w): the facts of R satisfying w;
- A.shares_value(B, k): some fact of A and some fact of B (possibly the
  same) have equal keys k;
- no_guarantees(): nothing is promised (always holds).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable
from typing import Any, TypeVar, overload

from clauz3.record import Effect, FactView, as_effects

F = TypeVar("F", bound=Callable[..., Any])

_CONTRACT = "__clauz3_contract__"


@overload
def contract(func: F, /) -> F: ...


@overload
def contract(*, description: str) -> Callable[[F], F]: ...


def contract(func: Any = None, /, *, description: str | None = None) -> Any:
    """Mark a trusted function as a contract builder; it is returned unchanged.

    Calling it runs its body, which must return a ContractSpec (checked by
    the prover statically; at run time the value is whatever the body
    returns). description, if given, is kept as the contract's sentence.
    """

    def mark(f: F) -> F:
        setattr(f, _CONTRACT, True)
        if description is not None:
            f.__clauz3_description__ = description  # type: ignore[attr-defined]
        return f

    if func is None:
        return mark
    return mark(func)


def is_contract(func: Any) -> bool:
    """Whether func was marked by @contract."""
    return bool(getattr(func, _CONTRACT, False))


class ContractSpec:
    """A property of a run's recorded effects."""

    def check(self, effects: Iterable[Any]) -> bool:
        """Whether the property holds on effects (recorded trusted calls, in order)."""
        return self._holds(as_effects(effects))

    def _holds(self, effects: list[Effect]) -> bool:
        raise NotImplementedError

    def __and__(self, other: ContractSpec) -> ContractSpec:
        if not isinstance(other, ContractSpec):
            return NotImplemented
        return _Both(self, other)

    def __bool__(self) -> bool:
        raise TypeError("a ContractSpec has no truth value; check it with spec.check(effects)")


class _Both(ContractSpec):
    def __init__(self, a: ContractSpec, b: ContractSpec) -> None:
        self.a, self.b = a, b

    def _holds(self, effects: list[Effect]) -> bool:
        return self.a._holds(effects) and self.b._holds(effects)

    def __repr__(self) -> str:
        return f"({self.a!r} & {self.b!r})"


class _NoGuarantees(ContractSpec):
    def _holds(self, effects: list[Effect]) -> bool:
        return True

    def __repr__(self) -> str:
        return "no_guarantees()"


def no_guarantees() -> ContractSpec:
    """The spec that promises nothing."""
    return _NoGuarantees()


def _truth(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{what} must give a bool, gave {type(value).__name__} {value!r}")
    return value


class Relation:
    """A set of facts chosen from the recorded effects (see effect and where)."""

    def facts(self, effects: list[Effect]) -> list[Effect]:
        raise NotImplementedError

    def where(self, predicate: Callable[[Any], Any]) -> Relation:
        """The facts of this relation that satisfy predicate."""
        _need_lambda(predicate, "where")
        return _Filtered(self, predicate)

    def all(self, predicate: Callable[[Any], Any]) -> ContractSpec:
        """Every fact satisfies predicate."""
        _need_lambda(predicate, "all")
        return _All(self, predicate)

    def empty(self) -> ContractSpec:
        """There is no fact."""
        return _Empty(self)

    def distinct(self, key: Callable[[Any], Any]) -> ContractSpec:
        """No two facts have equal keys."""
        _need_lambda(key, "distinct")
        return _Distinct(self, key)

    def count(self) -> Aggregate:
        """The number of facts, to compare with an int."""
        return Aggregate(self, None)

    def sum(self, selector: Callable[[Any], Any]) -> Aggregate:
        """The sum of selector over the facts, to compare with an int."""
        _need_lambda(selector, "sum")
        return Aggregate(self, selector)

    def shares_value(self, other: Relation, key: Callable[[Any], Any]) -> ContractSpec:
        """Some fact of this relation and some fact of other have equal keys."""
        if not isinstance(other, Relation):
            raise TypeError(f"shares_value takes a relation, not {type(other).__name__}")
        _need_lambda(key, "shares_value")
        return _Shares(self, other, key)


def _need_lambda(f: Any, method: str) -> None:
    if not callable(f):
        raise TypeError(f"{method}() takes a function of one fact, not {type(f).__name__}")


class EffectRelation(Relation):
    """The facts of the trusted calls named name, or marked name by @deal.has."""

    def __init__(self, name: str) -> None:
        self.name = name

    def facts(self, effects: list[Effect]) -> list[Effect]:
        return [e for e in effects if e.belongs_to(self.name)]

    def __repr__(self) -> str:
        return f"effect({self.name!r})"


class _Filtered(Relation):
    def __init__(self, base: Relation, predicate: Callable[[Any], Any]) -> None:
        self.base, self.predicate = base, predicate

    def facts(self, effects: list[Effect]) -> list[Effect]:
        return [e for e in self.base.facts(effects) if _truth(self.predicate(FactView(e)), "a where() predicate")]

    def __repr__(self) -> str:
        return f"{self.base!r}.where(...)"


def effect(name: str) -> EffectRelation:
    """The relation of the facts of name: calls of the trusted function name,
    or of any trusted function with the marker name in its @deal.has."""
    if not isinstance(name, str):
        raise TypeError(f"effect() takes a string, not {type(name).__name__}")
    return EffectRelation(name)


class _All(ContractSpec):
    def __init__(self, rel: Relation, p: Callable[[Any], Any]) -> None:
        self.rel, self.p = rel, p

    def _holds(self, effects: list[Effect]) -> bool:
        return all(_truth(self.p(FactView(e)), "an all() predicate") for e in self.rel.facts(effects))

    def __repr__(self) -> str:
        return f"{self.rel!r}.all(...)"


class _Empty(ContractSpec):
    def __init__(self, rel: Relation) -> None:
        self.rel = rel

    def _holds(self, effects: list[Effect]) -> bool:
        return not self.rel.facts(effects)

    def __repr__(self) -> str:
        return f"{self.rel!r}.empty()"


class _Distinct(ContractSpec):
    def __init__(self, rel: Relation, key: Callable[[Any], Any]) -> None:
        self.rel, self.key = rel, key

    def _holds(self, effects: list[Effect]) -> bool:
        keys = [self.key(FactView(e)) for e in self.rel.facts(effects)]
        for i, a in enumerate(keys):
            for b in keys[i + 1:]:
                if _truth(a == b, "a key comparison"):
                    return False
        return True

    def __repr__(self) -> str:
        return f"{self.rel!r}.distinct(...)"


class _Shares(ContractSpec):
    def __init__(self, a: Relation, b: Relation, key: Callable[[Any], Any]) -> None:
        self.a, self.b, self.key = a, b, key

    def _holds(self, effects: list[Effect]) -> bool:
        left = [self.key(FactView(e)) for e in self.a.facts(effects)]
        right = [self.key(FactView(e)) for e in self.b.facts(effects)]
        return any(_truth(x == y, "a key comparison") for x in left for y in right)

    def __repr__(self) -> str:
        return f"{self.a!r}.shares_value({self.b!r}, ...)"


_OPS: dict[str, Callable[[Any, Any], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": operator.eq,
    "!=": operator.ne,
}


class Aggregate:
    """count() or sum(s) of a relation; comparing it with an int gives a ContractSpec."""

    __hash__ = None  # type: ignore[assignment]

    def __init__(self, rel: Relation, selector: Callable[[Any], Any] | None) -> None:
        self.rel, self.selector = rel, selector

    def value(self, effects: Iterable[Any]) -> int:
        """The count or sum over effects."""
        facts = self.rel.facts(as_effects(effects))
        if self.selector is None:
            return len(facts)
        total = 0
        for e in facts:
            v = self.selector(FactView(e))
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"sum() needs an int per fact, got {type(v).__name__} {v!r}")
            total += v
        return total

    def _compare(self, op: str, bound: Any) -> ContractSpec:
        if isinstance(bound, bool) or not isinstance(bound, int):
            raise TypeError(f"{self!r} can only be compared with an int, not {type(bound).__name__}")
        return _Compare(self, op, bound)

    def __lt__(self, n: Any) -> ContractSpec:
        return self._compare("<", n)

    def __le__(self, n: Any) -> ContractSpec:
        return self._compare("<=", n)

    def __gt__(self, n: Any) -> ContractSpec:
        return self._compare(">", n)

    def __ge__(self, n: Any) -> ContractSpec:
        return self._compare(">=", n)

    def __eq__(self, n: Any) -> ContractSpec:  # type: ignore[override]
        return self._compare("==", n)

    def __ne__(self, n: Any) -> ContractSpec:  # type: ignore[override]
        return self._compare("!=", n)

    def __bool__(self) -> bool:
        raise TypeError("count() and sum() have no truth value; compare them with an int")

    def __repr__(self) -> str:
        return f"{self.rel!r}.{'count()' if self.selector is None else 'sum(...)'}"


class _Compare(ContractSpec):
    def __init__(self, agg: Aggregate, op: str, bound: int) -> None:
        self.agg, self.op, self.bound = agg, op, bound

    def _holds(self, effects: list[Effect]) -> bool:
        return _OPS[self.op](self.agg.value(effects), self.bound)

    def __repr__(self) -> str:
        return f"{self.agg!r} {self.op} {self.bound}"


__all__ = [
    "Aggregate",
    "ContractSpec",
    "EffectRelation",
    "Relation",
    "contract",
    "effect",
    "is_contract",
    "no_guarantees",
]
