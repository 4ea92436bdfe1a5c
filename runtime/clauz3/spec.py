"""Contracts and the relation language, checked concretely.

A trusted layer's contracts module builds ContractSpec values from relations:

    from tools.email.trusted.effects import send_email

    Email = effect(send_email)

    @contract(description="Every email goes to one of {addresses}.")
    def only(addresses: list[str]) -> ContractSpec:
        return Email.all(lambda e: e.addr in addresses)

effect(f, g, ...) is the relation of the facts recorded by calls of the
trusted functions f, g, ... (named by the function object, or by its name as
a string); its fields are the parameters they all share, and a lambda that
reads another field is refused when the relation is built (RelationError).
effect() with no target is every trusted call. A string also names a
legacy @deal.has marker (0.1.4's effect("email")). An Event class
(clauz3.events) is a relation over the events trusted calls performed.

A relation lambda takes one fact and reads its fields as attributes
(e.addr). spec.check(effects) decides the spec over a list of recorded
effects (clauz3.record.Effect), in program order; the meaning of each
primitive is the one the prover gives it:

- R.all(p): every fact of R satisfies p;
- R.empty(): R has no fact;
- R.distinct(k): no two facts of R have equal keys k;
- R.count() OP n, R.sum(s) OP n: the number of facts, or the sum of s over
  them, compared with the int n (OP one of < <= > >= == !=);
- R.where(w): the facts of R satisfying w;
- A.shares_value(B, k): some fact of A and some fact of B (possibly the
  same) have equal keys k;
- ConjunctionSpec((s1, s2, ...)) and s1 & s2: every part holds;
- no_guarantees(): nothing is promised (always holds).
"""

from __future__ import annotations

import dis
import inspect
import json
import operator
import string
from collections.abc import Callable, Iterable
from types import CodeType
from typing import Any, TypeVar, overload

from clauz3.record import Effect, Fact, FactView, as_effects

F = TypeVar("F", bound=Callable[..., Any])

_CONTRACT = "__clauz3_contract__"
_DESCRIPTION = "__clauz3_description__"


class RelationError(Exception):
    """A relation names no effect, or a field its facts do not have.

    Raised when the relation is built: a relation that matches nothing, or a
    lambda reading a field no fact has, would make a contract hold vacuously.
    """


# The relations built so far (in build order), so that a runner can check
# each one against the trusted functions it has loaded (runcases.py does).
BUILT: list[Relation] = []


@overload
def contract(func: F, /) -> F: ...


@overload
def contract(*, description: str) -> Callable[[F], F]: ...


def contract(func: Any = None, /, *, description: str | None = None) -> Any:
    """Mark a trusted function as a contract builder; it is returned unchanged.

    Calling it runs its body, which must return a ContractSpec (checked by
    the prover statically; at run time the value is whatever the body
    returns). description, if given, is a template naming every parameter
    once or more as {name} (no format spec, no conversion); the parameters
    must be str, int, float, bool, FilePath or DirectoryPath, or a list of
    one of them. A bad template raises ValueError here. describe_call renders
    it for given arguments.
    """

    def mark(f: F) -> F:
        if description is not None:
            _check_template(description, _parameter_kinds(f))
            setattr(f, _DESCRIPTION, description)
        setattr(f, _CONTRACT, True)
        return f

    if func is None:
        if description is None:
            raise TypeError("@contract(...) takes description=")
        return mark
    return mark(func)


def is_contract(func: Any) -> bool:
    """Whether func was marked by @contract."""
    return bool(getattr(func, _CONTRACT, False))


def _scalar_kinds() -> dict[str, type]:
    from clauz3.paths import DirectoryPath, FilePath

    return {"str": str, "int": int, "float": float, "bool": bool, "FilePath": FilePath, "DirectoryPath": DirectoryPath}


def _parameter_kinds(func: Callable[..., Any]) -> dict[str, str]:
    """Each parameter's kind for a description: a scalar name or list[scalar]."""
    scalars = _scalar_kinds()
    out: dict[str, str] = {}
    for name, p in inspect.signature(func).parameters.items():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            raise ValueError(f"{func.__name__}: a described contract takes no *args or **kwargs")
        ann = p.annotation
        kind = None
        for key, typ in scalars.items():
            if ann is typ or ann == key:
                kind = key
            elif ann == list[typ] or ann == f"list[{key}]":  # type: ignore[valid-type]
                kind = f"list[{key}]"
        if kind is None:
            raise ValueError(f"{func.__name__}: parameter {name} of type {ann!r} cannot be described")
        if p.default is not p.empty:
            _render(p.default, kind)
        out[name] = kind
    return out


def _check_template(template: Any, kinds: dict[str, str]) -> None:
    if not isinstance(template, str) or not template.strip():
        raise ValueError("a contract description is a non-empty string")
    named = set()
    for _, field, spec, conversion in string.Formatter().parse(template):
        if field is None:
            continue
        if field not in kinds or spec or conversion:
            raise ValueError(f"description placeholder {{{field}}} is not a bare parameter name")
        named.add(field)
    if named != set(kinds):
        missing = sorted(set(kinds) - named)
        raise ValueError(f"a contract description names every parameter; missing {', '.join(missing)}")


def _render(value: Any, kind: str) -> str:
    """A parameter value as the description shows it (JSON, ASCII)."""
    scalars = _scalar_kinds()

    def plain(v: Any) -> Any:
        return v.value if type(v) in (scalars["FilePath"], scalars["DirectoryPath"]) else v

    if kind.startswith("list["):
        typ = scalars[kind[5:-1]]
        ok = type(value) is list and all(type(v) is typ for v in value)
        shown: Any = [plain(v) for v in value] if ok else None
    else:
        ok = type(value) is scalars[kind]
        shown = plain(value)
    if not ok:
        raise ValueError(f"a {kind} parameter, not {value!r}")
    return json.dumps(shown, ensure_ascii=True, allow_nan=False)


def describe_call(func: Callable[..., Any], *args: Any, **kwargs: Any) -> str | None:
    """The sentence of func's description for these arguments (func's body
    is not run), or None when func has no description or an argument does
    not fit its parameter's kind."""
    template = getattr(func, _DESCRIPTION, None)
    if not isinstance(template, str):
        return None
    try:
        kinds = _parameter_kinds(func)
        bound = inspect.signature(func).bind(*args, **kwargs)
        bound.apply_defaults()
        parts = []
        for literal, field, _, _ in string.Formatter().parse(template):
            parts.append(literal)
            if field is not None:
                parts.append(_render(bound.arguments[field], kinds[field]))
    except (TypeError, ValueError):
        return None
    return "".join(parts)


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


class ConjunctionSpec(ContractSpec):
    """Every spec of specs holds (on an empty run too)."""

    def __init__(self, specs: Iterable[ContractSpec]) -> None:
        parts = tuple(specs)
        for p in parts:
            if not isinstance(p, ContractSpec):
                raise TypeError(f"ConjunctionSpec takes ContractSpecs, not {type(p).__name__}")
        self.specs = parts

    def _holds(self, effects: list[Effect]) -> bool:
        return all(p._holds(effects) for p in self.specs)

    def __repr__(self) -> str:
        return f"ConjunctionSpec(({', '.join(map(repr, self.specs))}{',' if len(self.specs) == 1 else ''}))"


class _NoGuarantees(ContractSpec):
    def _holds(self, effects: list[Effect]) -> bool:
        return True

    def __repr__(self) -> str:
        return "no_guarantees()"


NoGuaranteesSpec = _NoGuarantees


def no_guarantees() -> ContractSpec:
    """The spec that promises nothing."""
    return _NoGuarantees()


def _truth(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{what} must give a bool, gave {type(value).__name__} {value!r}")
    return value


def fields_read(func: Callable[..., Any]) -> frozenset[str] | None:
    """The attributes a one-parameter lambda reads of its parameter (e.x),
    or None when it uses the parameter otherwise (passes it on, say) or is
    not plain Python code."""
    code = getattr(func, "__code__", None)
    if not isinstance(code, CodeType) or code.co_argcount < 1:
        return None
    return _fields_in(code, code.co_varnames[0])


def _fields_in(code: CodeType, param: str) -> frozenset[str] | None:
    out: set[str] = set()
    ins = list(dis.get_instructions(code))
    for i, op in enumerate(ins):
        if op.argval != param or op.opname not in ("LOAD_FAST", "LOAD_DEREF"):
            continue  # LOAD_CLOSURE hands it to an inner function, read below
        nxt = ins[i + 1] if i + 1 < len(ins) else None
        if nxt is None or nxt.opname not in ("LOAD_ATTR", "LOAD_METHOD"):
            return None
        out.add(nxt.argval)
    for const in code.co_consts:
        if isinstance(const, CodeType) and param in const.co_freevars:
            inner = _fields_in(const, param)
            if inner is None:
                return None
            out |= inner
    return frozenset(out)


class Relation:
    """A set of facts chosen from the recorded effects (see effect and where).

    fields is the set of fields every fact has, or None when it is not known
    (a relation named by strings); a lambda reading another field is refused
    when it is given to the relation."""

    fields: frozenset[str] | None = None

    @property
    def root(self) -> Relation:
        """The relation this one filters (itself when it filters none)."""
        return self

    @property
    def given(self) -> list[Any]:
        """The lambdas given to this relation and to its filters, so that a
        runner that knows the layer can check their fields (runcases.py)."""
        found = self.__dict__.get("_given")
        if found is None:
            found = []
            self.__dict__["_given"] = found
        return found

    def facts(self, effects: list[Effect]) -> list[Any]:
        raise NotImplementedError

    def _checked(self, f: Any, method: str) -> Any:
        _need_lambda(f, method)
        self.root.given.append(f)
        if self.fields is None:
            return f
        read = fields_read(f)
        if read is not None and not read <= self.fields:
            unknown = ", ".join(sorted(read - self.fields))
            raise RelationError(
                f"{method}() over {self!r} reads {unknown}, not a field of every fact "
                f"(fields: {', '.join(sorted(self.fields)) or 'none'})"
            )
        return f

    def where(self, predicate: Callable[[Any], Any]) -> Relation:
        """The facts of this relation that satisfy predicate."""
        return _Filtered(self, self._checked(predicate, "where"))

    def all(self, predicate: Callable[[Any], Any]) -> ContractSpec:
        """Every fact satisfies predicate."""
        return _All(self, self._checked(predicate, "all"))

    def empty(self) -> ContractSpec:
        """There is no fact."""
        return _Empty(self)

    def distinct(self, key: Callable[[Any], Any]) -> ContractSpec:
        """No two facts have equal keys."""
        return _Distinct(self, self._checked(key, "distinct"))

    def count(self) -> Aggregate:
        """The number of facts, to compare with an int."""
        return Aggregate(self, None)

    def sum(self, selector: Callable[[Any], Any]) -> Aggregate:
        """The sum of selector over the facts, to compare with an int."""
        return Aggregate(self, self._checked(selector, "sum"))

    def shares_value(self, other: Relation, key: Callable[[Any], Any]) -> ContractSpec:
        """Some fact of this relation and some fact of other have equal keys."""
        if not isinstance(other, Relation):
            raise TypeError(f"shares_value takes a relation, not {type(other).__name__}")
        self._checked(key, "shares_value")
        return _Shares(self, other, other._checked(key, "shares_value"))


def _need_lambda(f: Any, method: str) -> None:
    if not callable(f):
        raise TypeError(f"{method}() takes a function of one fact, not {type(f).__name__}")


class EffectRelation(Relation):
    """The facts of the calls of some trusted functions (all of them when
    names is empty). A function named by a string also matches the trusted
    functions whose @deal.has carries that marker (0.1.4's relations);
    one named by its function object matches that name only."""

    def __init__(self, name: str | tuple[str, ...] = (), *, by_object: tuple[bool, ...] | None = None,
                 fields: frozenset[str] | None = None) -> None:
        names = (name,) if isinstance(name, str) else tuple(name)
        self.names = names
        self.by_object = by_object if by_object is not None else (False,) * len(names)
        self.fields = fields

    @property
    def name(self) -> str:
        """The one name of a relation over one function (0.1.4's attribute)."""
        if len(self.names) != 1:
            raise AttributeError("a relation over several functions has no single name")
        return self.names[0]

    def _covers(self, e: Effect) -> bool:
        if not self.names:
            return True
        for n, obj in zip(self.names, self.by_object):
            if e.name == n or (not obj and n in e.markers):
                return True
        return False

    def facts(self, effects: list[Effect]) -> list[Effect]:
        return [e for e in effects if self._covers(e)]

    def __repr__(self) -> str:
        return f"effect({', '.join(map(repr, self.names))})"


class _Filtered(Relation):
    def __init__(self, base: Relation, predicate: Callable[[Any], Any]) -> None:
        self.base, self.predicate = base, predicate
        self.fields = base.fields

    @property
    def root(self) -> Relation:
        return self.base.root

    def facts(self, effects: list[Effect]) -> list[Any]:
        return [e for e in self.base.facts(effects) if _truth(self.predicate(FactView(e)), "a where() predicate")]

    def __repr__(self) -> str:
        return f"{self.base!r}.where(...)"


def _function_name(target: Any) -> str:
    name = getattr(target, "__name__", None)
    if not isinstance(name, str):
        raise TypeError(f"effect() takes trusted functions or their names, not {target!r}")
    return name


def effect(*targets: str | Callable[..., Any]) -> EffectRelation:
    """The relation of the calls of the trusted functions targets, named by
    the function or by its name (see the module's doc); effect() is every
    trusted call."""
    names: list[str] = []
    by_object: list[bool] = []
    field_sets: list[frozenset[str]] = []
    known = True
    for t in targets:
        if isinstance(t, str):
            if not t:
                raise RelationError("effect() names a function, not the empty string")
            names.append(t)
            by_object.append(False)
            known = False
        elif callable(t):
            names.append(_function_name(t))
            by_object.append(True)
            field_sets.append(frozenset(inspect.signature(t).parameters))
        else:
            raise TypeError(f"effect() takes trusted functions or their names, not {type(t).__name__}")
    fields = frozenset.intersection(*field_sets) if known and field_sets else None
    rel = EffectRelation(tuple(names), by_object=tuple(by_object), fields=fields)
    BUILT.append(rel)
    return rel


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
    "ConjunctionSpec",
    "ContractSpec",
    "EffectRelation",
    "Relation",
    "RelationError",
    "contract",
    "describe_call",
    "effect",
    "fields_read",
    "is_contract",
    "no_guarantees",
]
