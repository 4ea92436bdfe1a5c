"""Events: what a trusted call does, declared on the tool, queried by contracts.

    class FsEvent(Event):
        path: str

    class Read(FsEvent): ...
    class Write(FsEvent): ...

    @clauz3.trusted
    @performs(lambda src, dest: [Read(src), Write(dest)])
    def copy(src: str, dest: str) -> None: ...

    @contract
    def never_read_under(prefix: str) -> ContractSpec:
        return Read.all(lambda e: not e.path.startswith(prefix))

A subclass of Event is made a frozen dataclass of its annotated fields, and
is at the same time a relation: Read.all(...), Read.where(...),
Read.empty(), Read.count(), Read.sum(...), Read.distinct(...) range over
every event of class Read or of a subclass of it that the run's trusted
calls performed (classes are compared by module and qualified name, so a
module imported twice still matches). Field names all, where, empty, count,
sum and distinct are refused.

@performs(builder) declares the events of a trusted function. builder takes
some of the function's parameters by name and returns one Event or a list;
each field of each event must be one of those parameters, passed as it is
(no computed value). It is run once, at decoration, with placeholders; each
recorded call then performs these events with the call's arguments in place
(events_of). A parameter with a default or a variadic one cannot be named,
an event field's declared type must be the parameter's (compared by name),
and a function takes one @performs. Mistakes raise RelationError.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from clauz3.record import Effect, Fact
from clauz3.spec import BUILT, Aggregate, ContractSpec, Relation, RelationError

F = TypeVar("F", bound=Callable[..., Any])

_PERFORMS = "__clauz3_performs__"
_RESERVED = frozenset({"all", "where", "empty", "count", "sum", "distinct"})


@dataclass(frozen=True)
class Param:
    """A parameter of the trusted function, in place of an event field."""

    name: str


def _key(cls: type) -> str:
    return f"{cls.__module__}.{cls.__qualname__}"


class Event:
    """Base class of events; see the module's doc."""

    _relation: ClassVar[EventRelation]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        dataclass(frozen=True)(cls)
        bad = sorted(f.name for f in dataclasses.fields(cls) if f.name in _RESERVED)
        if bad:
            raise RelationError(f"event {cls.__name__}: field names {', '.join(bad)} are the relation's methods")
        cls._relation = EventRelation(cls)

    @classmethod
    def _used(cls) -> EventRelation:
        """The class's relation, noted as used by a contract (see spec.BUILT)."""
        BUILT.append(cls._relation)
        return cls._relation

    @classmethod
    def all(cls, predicate: Callable[[Any], Any]) -> ContractSpec:
        return cls._used().all(predicate)

    @classmethod
    def where(cls, predicate: Callable[[Any], Any]) -> Relation:
        return cls._used().where(predicate)

    @classmethod
    def empty(cls) -> ContractSpec:
        return cls._used().empty()

    @classmethod
    def count(cls) -> Aggregate:
        return cls._used().count()

    @classmethod
    def sum(cls, selector: Callable[[Any], Any]) -> Aggregate:
        return cls._used().sum(selector)

    @classmethod
    def distinct(cls, key: Callable[[Any], Any]) -> ContractSpec:
        return cls._used().distinct(key)


class EventRelation(Relation):
    """The events of one class and its subclasses, from the recorded calls."""

    def __init__(self, event: type) -> None:
        self.event = event
        self.key = _key(event)
        self.fields = frozenset(f.name for f in dataclasses.fields(event))

    def covers(self, ev: Any) -> bool:
        """Whether the event ev is of this class or a subclass."""
        return self.key in {_key(c) for c in type(ev).__mro__}

    def facts(self, effects: list[Effect]) -> list[Fact]:
        out = []
        for e in effects:
            if e.events is None:
                raise RelationError(
                    f"the events of the call of {e.name} were not recorded, so {self!r} cannot be decided "
                    "(record them with clauz3.events.events_of)"
                )
            for ev in e.events:
                if self.covers(ev):
                    out.append(Fact(type(ev).__name__, {f.name: getattr(ev, f.name) for f in dataclasses.fields(ev)}))
        return out

    def __repr__(self) -> str:
        return self.event.__name__


def _type_name(t: Any) -> str:
    if isinstance(t, str):
        return t
    if isinstance(t, type) and not hasattr(t, "__origin__"):
        return t.__name__
    return str(t)


def declared(func: Any) -> tuple[Any, ...]:
    """The event templates func's @performs declares (looking through
    __wrapped__), or () when it declares none."""
    seen = set()
    while func is not None and id(func) not in seen:
        seen.add(id(func))
        found = getattr(func, _PERFORMS, None)
        if found is not None:
            return found
        func = getattr(func, "__wrapped__", None)
    return ()


def events_of(func: Any, args: Mapping[str, Any]) -> tuple[Any, ...]:
    """The events a call of func with these (bound) arguments performs."""
    out = []
    for template in declared(func):
        values = {}
        for f in dataclasses.fields(template):
            ref = getattr(template, f.name)
            if ref.name not in args:
                raise RelationError(f"{type(template).__name__}.{f.name} reads parameter {ref.name}, which the call lacks")
            values[f.name] = args[ref.name]
        out.append(type(template)(**values))
    return tuple(out)


def performs(builder: Callable[..., Any]) -> Callable[[F], F]:
    """Declare the events a trusted function performs; see the module's doc."""
    if not callable(builder):
        raise TypeError("@performs takes a function of the tool's parameters")
    names = list(inspect.signature(builder).parameters)
    made = builder(**{n: Param(n) for n in names})
    templates = tuple(made) if isinstance(made, (list, tuple)) else (made,)
    if not templates:
        raise RelationError("@performs declares at least one event")
    for t in templates:
        if not isinstance(t, Event):
            raise RelationError(f"@performs returns events, not {type(t).__name__}")
        for f in dataclasses.fields(t):
            if not isinstance(getattr(t, f.name), Param):
                raise RelationError(f"@performs: {type(t).__name__}.{f.name} must be a parameter of the tool, passed as it is")

    def decorate(func: F) -> F:
        params = inspect.signature(func).parameters
        missing = sorted(set(names) - set(params))
        if missing:
            raise RelationError(f"@performs on {func.__name__} names {', '.join(missing)}, not its parameters")
        for n in names:
            p = params[n]
            if p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                raise RelationError(f"@performs on {func.__name__}: parameter {n} has a default or is variadic")
        for t in templates:
            for f in dataclasses.fields(t):
                n = getattr(t, f.name).name
                ann = params[n].annotation
                if ann is not params[n].empty and _type_name(ann) != _type_name(f.type):
                    raise RelationError(
                        f"@performs on {func.__name__}: parameter {n} is {_type_name(ann)}, "
                        f"{type(t).__name__}.{f.name} is {_type_name(f.type)}"
                    )
        if declared(func):
            raise RelationError(f"@performs on {func.__name__} twice: declare every event in one")
        setattr(func, _PERFORMS, templates)
        return func

    return decorate


__all__ = ["Event", "EventRelation", "RelationError", "declared", "events_of", "performs"]
