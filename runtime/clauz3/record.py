"""Recorded effects: what a run of a program did through its trusted layer.

An Effect is one call of a trusted function: the function's name (the
relation it belongs to), the markers of its @deal.has, its arguments bound
to parameter names (defaults applied), and the events it performed (the
clauz3.events.Event values its @performs declares, built from the call's
arguments), in call order. ContractSpec.check reads a list of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Effect:
    """One recorded trusted call."""

    name: str
    args: Mapping[str, Any] = field(default_factory=dict)
    markers: frozenset[str] = frozenset()
    # the Event values the call performed; None when they were not recorded
    # (a relation over events then refuses to decide, rather than see none)
    events: tuple[Any, ...] | None = None

    def belongs_to(self, relation: str) -> bool:
        """Whether this call is a fact of effect(relation): its own name or one of its markers."""
        return self.name == relation or relation in self.markers


def as_effects(effects: Iterable[Any]) -> list[Effect]:
    """effects as Effect values; a (name, args[, markers[, events]]) tuple or
    a dict with those keys is accepted too."""
    out: list[Effect] = []
    for e in effects:
        if isinstance(e, Effect):
            out.append(e)
        elif isinstance(e, Mapping):
            evs = e.get("events")
            out.append(Effect(str(e["name"]), dict(e.get("args", {})), frozenset(e.get("markers", ())),
                              None if evs is None else tuple(evs)))
        elif isinstance(e, tuple) and 2 <= len(e) <= 4:
            out.append(Effect(str(e[0]), dict(e[1]), frozenset(e[2]) if len(e) >= 3 else frozenset(),
                              None if len(e) < 4 or e[3] is None else tuple(e[3])))
        else:
            raise TypeError(f"not a recorded effect: {e!r}")
    return out


@dataclass(frozen=True)
class Fact:
    """What a relation lambda reads: a call (name, its arguments) or an event
    (its class name, its fields)."""

    name: str
    args: Mapping[str, Any]


class FactView:
    """One fact as a relation lambda sees it: e.field is the argument (or
    event field) named field."""

    __slots__ = ("_effect",)

    def __init__(self, effect: Effect | Fact) -> None:
        object.__setattr__(self, "_effect", effect)

    def __getattr__(self, name: str) -> Any:
        args = object.__getattribute__(self, "_effect").args
        if name in args:
            return args[name]
        eff = object.__getattribute__(self, "_effect")
        raise AttributeError(f"unknown effect field {name!r} of {eff.name} (fields: {', '.join(args) or 'none'})")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a fact is read-only")

    def __repr__(self) -> str:
        eff = object.__getattribute__(self, "_effect")
        inner = ", ".join(f"{k}={v!r}" for k, v in eff.args.items())
        return f"{eff.name}({inner})"
