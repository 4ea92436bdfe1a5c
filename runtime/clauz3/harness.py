"""Running a program with its trusted calls recorded instead of performed.

Used by the runtime test (runtime/runcases.py): a trusted layer's effect
functions (the boundaries: @clauz3.trusted, or @deal.has with a marker) are
patched so that a call runs deal's contracts (preconditions before,
postconditions on the result), records an Effect (with the events its
@performs declares) and returns a value drawn at random from the function's
return annotation that satisfies its postconditions, without running the
function's body. A return annotation over a type variable bound by a
parameter (read_rows(schema: type[RowT]) -> list[RowT]) is drawn with the
class passed. Program inputs are drawn from the target's parameter
annotations the same way.
"""

from __future__ import annotations

import ast
import inspect
import math
import random
import typing
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from clauz3.boundary import deal_markers, is_boundary
from clauz3.events import events_of
from clauz3.record import Effect
from clauz3.row import Row, column_value, row_fields
from clauz3.spec import is_contract

_DEAL_ATTR = "__deal_contract"


class Abort(BaseException):
    """The run went on too long (too many trusted calls or too much time)."""


def deal_contracts(func: Any) -> Any:
    """deal's contracts object of a decorated function, or None."""
    return getattr(func, _DEAL_ATTR, None)


class Pool:
    """The constants values are drawn from, besides random ones."""

    def __init__(self) -> None:
        self.strs: list[str] = ["", "@", "a", "ab@c.d"]
        self.ints: list[int] = [0, 1, -1, 2, 3, 5, 10, 100]

    def add_source(self, path: Path) -> None:
        """Adds the string and int constants of a Python file (docstrings aside)."""
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            return
        docs = set()
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and id(node) not in docs:
                v = node.value
                if isinstance(v, str) and len(v) <= 200 and v not in self.strs:
                    self.strs.append(v)
                elif isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**12:
                    for w in (v, v - 1, v + 1, -v):
                        if w not in self.ints:
                            self.ints.append(w)


_ALPHABET = "ab@.:/-_xyz09 "


class Drawer:
    """Draws values of annotated types."""

    def __init__(self, rng: random.Random, pool: Pool) -> None:
        self.rng = rng
        self.pool = pool

    def str_(self) -> str:
        r = self.rng.random()
        p = self.pool.strs
        if r < 0.35:
            return self.rng.choice(p)
        if r < 0.55:
            return self.rng.choice(p) + self.rng.choice(p)
        if r < 0.7:
            s = self.rng.choice(p)
            extra = "".join(self.rng.choice(_ALPHABET) for _ in range(self.rng.randint(1, 3)))
            return extra + s if self.rng.random() < 0.5 else s + extra
        if r < 0.8:
            # a length the program or its contracts name (n, n+1, n-1 for every int n in the pool)
            sizes = [n for n in self.pool.ints if 0 < n <= 400] or [20]
            return self.rng.choice("ab@") * self.rng.choice(sizes)
        return "".join(self.rng.choice(_ALPHABET) for _ in range(self.rng.randint(0, 8)))

    def int_(self) -> int:
        r = self.rng.random()
        if r < 0.5:
            return self.rng.choice(self.pool.ints)
        if r < 0.9:
            return self.rng.randint(-20, 120)
        if r < 0.99:
            return self.rng.choice([10**9, -(10**9), 2**31, 2**63, -(2**63) - 1])
        return 10**4300

    def float_(self) -> float:
        if self.rng.random() < 0.4:
            return self.rng.choice([math.nan, math.inf, -math.inf, 0.0, -0.0, 0.1, 0.5, 1.5, 1e308])
        return self.rng.uniform(-100, 100)

    def value(self, ann: Any) -> Any:
        """A value of annotation ann (None for an annotation it cannot draw)."""
        if ann is str:
            return self.str_()
        if ann is bool:
            return self.rng.random() < 0.5
        if ann is int:
            return self.int_()
        if ann is float:
            return self.float_()
        if ann is None or ann is type(None):
            return None
        if ann is object or ann is typing.Any:
            return self.value(self.rng.choice([str, int, bool]))
        origin = typing.get_origin(ann)
        args = typing.get_args(ann)
        if origin in (list, set, frozenset, tuple) or origin is typing.Sequence:
            n = self.rng.choice([0, 1, 1, 2, 2, 3, 4, 6]) if self.rng.random() < 0.85 else self.rng.choice([20, 50, 51, 100, 101])
            items = [self.value(args[0] if args else str) for _ in range(n)]
            if origin is tuple:
                return tuple(items)
            if origin in (set, frozenset):
                return origin(items)  # type: ignore[misc]
            return items
        if origin is dict:
            return {self.str_(): self.value(args[1] if len(args) > 1 else str) for _ in range(self.rng.randint(0, 3))}
        if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
            return self.value(self.rng.choice(args))
        if isinstance(ann, type) and issubclass(ann, Row) and ann is not Row:
            return self.row(ann)
        return None

    def drawable(self, ann: Any) -> bool:
        """Whether value(ann) draws a value of ann (rather than None for
        an annotation it does not know)."""
        if ann in (str, bool, int, float, None, type(None), object, typing.Any):
            return True
        origin = typing.get_origin(ann)
        args = typing.get_args(ann)
        if origin in (list, set, frozenset, tuple, dict) or origin is typing.Sequence:
            return all(self.drawable(a) for a in args if a is not Ellipsis)
        if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
            return all(self.drawable(a) for a in args)
        return isinstance(ann, type) and issubclass(ann, Row) and ann is not Row

    def row(self, schema: type) -> Row:
        """A row of schema whose values are marked with their columns."""
        vals = {f: column_value(schema, f, self.value(t)) for f, t in row_fields(schema).items()}
        return schema(**vals)


class _PreProbe:
    """Stands for one of deal's precondition validators and notes its failures."""

    def __init__(self, inner: Any, recorder: Recorder, name: str) -> None:
        self.inner, self.recorder, self.name = inner, recorder, name

    def validate(self, args: Any, kwargs: Any) -> Any:
        try:
            return self.inner.validate(args, kwargs)
        except BaseException:
            self.recorder.broken_pre.append(self.name)
            raise


class Recorder:
    """Records the trusted calls of one run; see patch_module."""

    def __init__(self, drawer: Drawer, cap: int = 1000) -> None:
        self.drawer = drawer
        self.cap = cap
        self.log: list[Effect] = []
        self.broken_pre: list[str] = []
        self.replay: dict[str, list[Any]] = {}
        self.replay_len: dict[str, list[int]] = {}
        self.patched: dict[int, tuple[Any, Any]] = {}

    def reset(self, replay: dict[str, list[Any]] | None = None, replay_len: dict[str, list[int]] | None = None) -> None:
        """Forget the previous run. replay gives, per trusted function, the
        results its calls return in order (then drawn ones); replay_len the
        lengths of the lists they return (the items are drawn)."""
        self.log = []
        self.broken_pre = []
        self.replay = {k: list(v) for k, v in (replay or {}).items()}
        self.replay_len = {k: list(v) for k, v in (replay_len or {}).items()}

    def patch_module(self, mod: ModuleType) -> list[str]:
        """Replaces the body of every boundary function defined in mod
        (@clauz3.trusted, or @deal.has with a marker; not a @contract) by a
        recorder; returns their names. self.patched maps each original
        function object to its replacement (see rebind)."""
        names = []
        for name, obj in sorted(vars(mod).items()):
            if not inspect.isfunction(obj) or obj.__module__ != mod.__name__:
                continue
            if is_contract(obj) or not is_boundary(obj):
                continue
            contracts = deal_contracts(obj)
            if contracts is None:
                rec = self._recording(obj, None, frozenset())
                self.patched[id(obj)] = (obj, rec)
                setattr(mod, name, rec)
            else:
                contracts.func = self._recording(contracts.func, contracts, deal_markers(obj))
                contracts.pres[:] = [_PreProbe(v, self, name) for v in contracts.pres]
            names.append(name)
        return names

    def rebind(self, mod: ModuleType) -> None:
        """Points mod's names bound to a patched original function (from x
        import f, done before patching) at its recorder, so that no call
        reaches a real body."""
        for name, value in list(vars(mod).items()):
            hit = self.patched.get(id(value))
            if hit is not None and hit[0] is value:
                setattr(mod, name, hit[1])

    def _recording(self, original: Callable[..., Any], contracts: Any, markers: frozenset[str]) -> Callable[..., Any]:
        sig = inspect.signature(original)
        try:
            hints = typing.get_type_hints(original)
        except Exception:
            hints = {}
        ret = hints.get("return", None)
        name = original.__name__

        def record(*args: Any, **kwargs: Any) -> Any:
            bound = sig.bind(*args, **kwargs)
            bound.apply_defaults()
            if len(self.log) >= self.cap:
                raise Abort(f"more than {self.cap} trusted calls")
            values = {k: _snapshot(v) for k, v in bound.arguments.items()}
            self.log.append(Effect(name, values, markers, events_of(original, values)))
            return self._result(name, _bind_vars(ret, hints, bound.arguments), contracts, args, kwargs)

        record.__name__ = name
        record.__wrapped__ = original  # type: ignore[attr-defined]
        return record

    def _result(self, name: str, ret: Any, contracts: Any, args: Any, kwargs: Any) -> Any:
        if ret is None or ret is type(None):
            return None
        if not self.drawer.drawable(ret):
            raise Abort(f"cannot draw a result of {name} of type {ret!r}")
        checks = []
        if contracts is not None:
            checks = [(v, True) for v in contracts.posts] + [(v, False) for v in contracts.ensures]
        given = self.replay.get(name) or []
        sizes = self.replay_len.get(name) or []
        size = sizes.pop(0) if sizes else None
        for attempt in range(500):
            if attempt == 0 and given:
                cand = given.pop(0)
            elif size is not None and typing.get_origin(ret) is list:
                item = (typing.get_args(ret) or (str,))[0]
                cand = [self.drawer.value(item) for _ in range(size)]
            else:
                cand = self.drawer.value(ret)
            ok = True
            for v, post in checks:
                try:
                    if post:
                        v.validate((cand,), {})
                    else:
                        v.validate(args, dict(kwargs, result=cand))
                except Exception:
                    ok = False
                    break
            if ok:
                return cand
        raise Abort("no drawn result satisfied the postconditions")


def _snapshot(value: Any) -> Any:
    """value with its lists, dicts and sets copied (as the call saw it; the
    program may change them later); other values as they are."""
    if type(value) is list:
        return [_snapshot(v) for v in value]
    if type(value) is dict:
        return {k: _snapshot(v) for k, v in value.items()}
    if type(value) is set:
        return {_snapshot(v) for v in value}
    if type(value) is tuple:
        return tuple(_snapshot(v) for v in value)
    return value


def _bind_vars(ann: Any, hints: dict[str, Any], args: dict[str, Any]) -> Any:
    """ann with each type variable replaced by what the call binds it to: a
    parameter annotated type[T] binds T to the class passed, one annotated T
    to the type of the value passed."""
    found: dict[Any, Any] = {}
    for p, h in hints.items():
        if p == "return" or p not in args:
            continue
        if typing.get_origin(h) is type and typing.get_args(h) and isinstance(typing.get_args(h)[0], typing.TypeVar):
            if isinstance(args[p], type):
                found.setdefault(typing.get_args(h)[0], args[p])
        elif isinstance(h, typing.TypeVar):
            found.setdefault(h, type(args[p]))
    return _substitute(ann, found) if found else ann


def _substitute(ann: Any, found: dict[Any, Any]) -> Any:
    if isinstance(ann, typing.TypeVar):
        return found.get(ann, ann)
    origin = typing.get_origin(ann)
    args = typing.get_args(ann)
    if origin in (list, set, frozenset, tuple, dict, type) and args:
        new = tuple(_substitute(a, found) for a in args)
        return origin[new if len(new) > 1 else new[0]]
    return ann


def import_trusted(root: Path, trusted: Path) -> list[ModuleType]:
    """Imports every module under the trusted directory, named relative to root."""
    import importlib

    mods = []
    for path in sorted(trusted.rglob("*.py")):
        rel = path.relative_to(root).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        mods.append(importlib.import_module(".".join(parts)))
    return mods
