"""Replay one counterexample under CPython (driven by pkg/replay).

    python3 replay.py < request.json > outcome.json

The whole program runs in CPython: the entry module is imported (its
__main__ block does not run) and its target is called with the
counterexample's inputs. Every trusted function (one defined in a
module under a trusted root and marked @deal.has with a marker, which is
what lower takes for a trusted call) is replaced by a recorder inside
deal's wrapper: deal's contracts of the function still run
(preconditions before, postconditions on the result), the call is
recorded with its bound arguments, its markers and its call site, and it
returns the next value the counterexample gives for that function instead
of performing the effect: no trusted function's body runs.

Request (values are tagged, see decode):

    {"path": [dir, ...],                 # sys.path entries, first first
     "trusted": [dir, ...],              # trusted roots (absolute)
     "entry": "/abs/cases/x.py", "target": "main",
     "inputs": {"addr": {"t": "str", "v": "@"}},
     "results": {"lookup_address": [{"t": "str", "v": "@"}]},
     "checks": [{"id": "o1", "line": 8, "col": 19}]}   # guarantees judged here

Outcome, one JSON object on stdout:

    {"calls": [{"name", "markers", "args": {k: tagged}, "file", "line"}],
     "outcome": {"kind": "return"} or {"kind": "exception", "type", "message",
                 "contract": "pre"|"post"|"ensure"|"raises"|"", "origin", "file", "line"},
     "missing": "f" (a call of f had no result left), "checks": {"o1": true|false|"error"},
     "error": "why the program could not be run"}
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import importlib
import importlib.util
import inspect
import json
import math
import os
import signal
import sys
import typing
from pathlib import Path
from typing import Any

_DEAL_ATTR = "__deal_contract"
_HERE = os.path.abspath(__file__) if "__file__" in globals() else "<string>"  # pkg/replay runs it with -c


class Missing(BaseException):
    """A trusted call for which the counterexample has no result left."""


class TimeUp(BaseException):
    """The run took too long."""


def decode(x: Any) -> Any:
    t = x.get("t")
    v = x.get("v")
    if t == "none":
        return None
    if t == "bool":
        return bool(v)
    if t == "int":
        return int(v, 0)
    if t == "float":
        if v in ("nan", "inf", "-inf"):
            return float(v)
        return float.fromhex(v)
    if t == "str":
        return str(v)
    if t == "list":
        return [decode(e) for e in v]
    if t == "row":
        return RowValues({k: decode(e) for k, e in v.items()})
    raise ValueError(f"cannot decode value {x!r}")


class RowValues(dict):
    """The field values of one row a trusted query returns."""


def build_rows(val: Any, hint: Any) -> Any:
    """A query's rows as the function's annotation says: list[R] makes
    each row R(**fields), list[str] (one field, "item") its value."""
    if not isinstance(val, list) or not any(isinstance(r, RowValues) for r in val):
        return val
    args = typing.get_args(hint)
    elem = args[0] if args else None
    if isinstance(elem, type) and elem not in (str, int, float, bool):
        return [elem(**{k: column_value(elem, k, v) for k, v in r.items()}) for r in val]
    return [r.get("item") for r in val]


def row_hint(func: Any, ret: Any, args: Any) -> Any:
    """The result annotation of a call with a generic query's type
    variable resolved: read_rows(schema: type[RowT], ...) -> list[RowT]
    returns rows of the class the call passes as schema."""
    elems = typing.get_args(ret)
    if not elems or not isinstance(elems[0], typing.TypeVar):
        return ret
    try:
        hints = typing.get_type_hints(func)
    except Exception:
        return ret
    for name, ann in hints.items():
        if typing.get_origin(ann) is type and typing.get_args(ann) == (elems[0],):
            cls = args.get(name)
            if isinstance(cls, type):
                return list[cls]
    return ret


def performed(func: Any, args: Any) -> Any:
    """The events a call of func performs (clauz3.events.events_of), or
    None when they cannot be told (a relation over events then refuses
    to decide rather than see none)."""
    try:
        from clauz3.events import events_of
        return events_of(func, dict(args))
    except Exception:
        return None


def snapshot(args: Any) -> dict[str, Any]:
    """The arguments of a call as they are when it is made (a list the
    program changes afterwards is recorded as it was), marks kept."""
    out = {}
    for k, v in args.items():
        try:
            out[k] = copy.deepcopy(v)
        except Exception:
            out[k] = v
    return out


def column_value(schema: Any, field: str, value: Any) -> Any:
    """value marked as read from that column, as the runtime package
    marks what a query returns (clauz3.row.column_value), when it can."""
    try:
        from clauz3.row import column_value as mark
    except ImportError:
        return value
    return mark(schema, field, value)


def encode(v: Any) -> Any:
    col = getattr(v, "_clauz3_column", None)
    out = encode_value(v)
    if col is not None and out["t"] in ("str", "int", "float"):
        out["col"] = [getattr(col[0], "__name__", ""), col[1]]
    return out


def encode_value(v: Any) -> Any:
    if v is None:
        return {"t": "none"}
    if isinstance(v, bool):
        return {"t": "bool", "v": v}
    if isinstance(v, int):
        return {"t": "int", "v": hex(v)}
    if isinstance(v, float):
        return {"t": "float", "v": v.hex() if math.isfinite(v) else str(v)}
    if isinstance(v, str):
        return {"t": "str", "v": v}
    if isinstance(v, (list, tuple)):
        return {"t": "list", "v": [encode(e) for e in v]}
    try:
        r = repr(v)
    except Exception:
        r = object.__repr__(v)
    return {"t": "other", "v": r[:200]}


def program_frame(tb: Any, skip: tuple[str, ...]) -> tuple[str, int]:
    """The innermost frame of a traceback in a program file (not deal, not
    this script, not the runtime package)."""
    found = ("", 0)
    while tb is not None:
        f = tb.tb_frame.f_code.co_filename
        if f != _HERE and not any(f.startswith(s) for s in skip) and "/deal/" not in f and not f.startswith("<"):
            found = (os.path.abspath(f), tb.tb_lineno)
        tb = tb.tb_next
    return found


def caller(skip: tuple[str, ...]) -> tuple[str, int]:
    """The innermost frame of the current stack in a program file."""
    f = sys._getframe(1)
    while f is not None:
        name = f.f_code.co_filename
        if name != _HERE and not any(name.startswith(s) for s in skip) and "/deal/" not in name and not name.startswith("<"):
            return os.path.abspath(name), f.f_lineno
        f = f.f_back
    return "", 0


class Recorder:
    def __init__(self, results: dict[str, list[Any]], skip: tuple[str, ...]) -> None:
        self.results = results
        self.skip = skip
        self.calls: list[dict[str, Any]] = []
        self.raw: list[tuple[str, dict[str, Any], list[str], Any]] = []  # the values themselves, and the events
        self.missing = ""

    def recording(self, original: Any, markers: list[str]) -> Any:
        sig = inspect.signature(original)
        name = original.__name__
        try:
            ret = typing.get_type_hints(original).get("return", None)
        except Exception:
            ret = None

        def record(*args: Any, **kwargs: Any) -> Any:
            bound = sig.bind(*args, **kwargs)
            bound.apply_defaults()
            file, line = caller(self.skip)
            events = performed(original, bound.arguments)
            self.raw.append((name, snapshot(bound.arguments), markers, events))
            self.calls.append({"name": name, "markers": markers,
                               "args": {k: encode(v) for k, v in bound.arguments.items()},
                               "file": file, "line": line})
            # each event the call performs, after it, as lower's facts are
            for ev in events or ():
                fields = dataclasses.fields(ev) if dataclasses.is_dataclass(ev) else ()
                self.calls.append({"name": type(ev).__name__, "markers": [],
                                   "args": {f.name: encode(getattr(ev, f.name)) for f in fields},
                                   "file": file, "line": line})
            if ret is None or ret is type(None):
                return None
            left = self.results.get(name) or []
            if not left:
                self.missing = name
                raise Missing(name)
            return build_rows(left.pop(0), row_hint(original, ret, bound.arguments))

        record.__name__ = name
        record.__qualname__ = getattr(original, "__qualname__", name)
        record.__wrapped__ = original  # type: ignore[attr-defined]
        return record

    def patch(self, mod: Any, is_contract: Any) -> None:
        for name, obj in sorted(vars(mod).items()):
            if not inspect.isfunction(obj) or obj.__module__ != mod.__name__:
                continue
            if is_contract(obj):
                continue
            # A trusted call is a function marked @deal.has("marker", ...),
            # as lower reads it; any other function is a helper that runs.
            contracts = getattr(obj, _DEAL_ATTR, None)
            patcher = getattr(contracts, "patcher", None) if contracts is not None else None
            markers = sorted(getattr(patcher, "markers", None) or [])
            if not markers:
                continue
            contracts.func = self.recording(contracts.func, markers)


def module_name(path: Path, roots: list[Path]) -> str:
    for r in roots:
        try:
            rel = path.relative_to(r)
        except ValueError:
            continue
        parts = list(rel.with_suffix("").parts)
        if parts and parts[-1] == "__init__":
            parts = parts[:-1]
        if parts and all(p.isidentifier() for p in parts):
            return ".".join(parts)
    return ""


def decorator_index(entry: str, target: str, line: int, col: int) -> int:
    """The position, top first, among target's decorators of the one whose
    argument starts at line:col (1-based col), or -1."""
    tree = ast.parse(Path(entry).read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == target:
            k = 0
            for d in node.decorator_list:
                if not isinstance(d, ast.Call):
                    continue
                fn = d.func
                name = fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else ""
                if name != "guarantee":
                    continue
                if d.args and d.args[0].lineno == line and d.args[0].col_offset + 1 == col:
                    return k
                k += 1
    return -1


def run_target(target: Any, inputs: dict[str, Any], rec: Recorder, skip: tuple[str, ...],
               out: dict[str, Any], seconds: float, deal: Any) -> None:
    """Call target(**inputs) and record how the run ends in out."""
    def alarm(signum: int, frame: Any) -> None:
        raise TimeUp()

    signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        target(**inputs)
        out["outcome"] = {"kind": "return"}
    except Missing:
        out["missing"] = rec.missing
    except TimeUp:
        out["error"] = "the run took too long"
    except BaseException as exc:
        file, line = program_frame(exc.__traceback__, skip)
        contract = ""
        origin = ""
        if isinstance(exc, deal.ContractError):
            kinds = [("PreContractError", "pre"), ("PostContractError", "post"),
                     ("EnsureContractError", "ensure"), ("RaisesContractError", "raises")]
            contract = next((k for n, k in kinds if type(exc).__name__ == n), "other")
            o = getattr(exc, "origin", None)
            origin = getattr(o, "__name__", "") if o is not None else ""
        try:
            msg = str(exc)
        except Exception:
            msg = ""
        out["outcome"] = {"kind": "exception", "type": type(exc).__name__, "message": msg[:300],
                          "contract": contract, "origin": origin, "file": file, "line": line}
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def main() -> int:
    # The outcome goes to the real stdout; the program's prints to stderr.
    result_stream = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # a counterexample may spell a huge int
    req = json.load(sys.stdin)
    try:
        inputs = {k: decode(v) for k, v in req.get("inputs", {}).items()}
        results = {k: [decode(v) for v in vs] for k, vs in req.get("results", {}).items()}
    finally:
        sys.set_int_max_str_digits(limit)  # the run keeps CPython's limit
    out: dict[str, Any] = {"calls": [], "outcome": None, "missing": "", "checks": {}, "error": ""}
    path = [os.path.abspath(p) for p in req.get("path", [])]
    sys.path[:0] = path
    skip = tuple(os.path.join(p, "clauz3") + os.sep for p in path[:1])
    rec = Recorder(results, skip)
    roots = [Path(p).resolve() for p in path]
    try:
        import deal  # noqa: F401

        try:
            from clauz3.spec import is_contract
        except ImportError:
            def is_contract(f: Any) -> bool:
                return bool(getattr(f, "__clauz3_contract__", False) or getattr(f, "_clauz3_contract", False))
        mods: list[Any] = []
        for t in req.get("trusted", []):
            for f in sorted(Path(t).rglob("*.py")):
                name = module_name(f.resolve(), roots)
                if not name:
                    out["error"] = f"{f}: not importable from the import roots"
                    result_stream.write(json.dumps(out) + "\n")
                    result_stream.flush()
                    return 0
                mods.append(importlib.import_module(name))
        for mod in mods:
            rec.patch(mod, is_contract)
        entry = os.path.abspath(req["entry"])
        spec = importlib.util.spec_from_file_location("_clauz3_replay_entry", entry)
        assert spec is not None and spec.loader is not None
        mod = importlib.util.module_from_spec(spec)
        sys.modules["_clauz3_replay_entry"] = mod
        spec.loader.exec_module(mod)
        target = getattr(mod, req["target"])
    except BaseException as exc:  # the program cannot be set up: not replayable
        out["error"] = f"setting up: {type(exc).__name__}: {exc}"
        result_stream.write(json.dumps(out) + "\n")
        result_stream.flush()
        return 0

    runs = req.get("runs")
    if runs is not None:
        # Several runs in one process (pkg/replay.ExecuteAll): each with
        # its inputs and results, the entry module executed afresh.
        outs = []
        for r in runs:
            sys.set_int_max_str_digits(0)
            try:
                r_inputs = {k: decode(v) for k, v in r.get("inputs", {}).items()}
                rec.results = {k: [decode(v) for v in vs] for k, vs in r.get("results", {}).items()}
            finally:
                sys.set_int_max_str_digits(limit)
            rec.calls, rec.raw, rec.missing = [], [], ""
            o: dict[str, Any] = {"calls": [], "outcome": None, "missing": "", "checks": {}, "error": ""}
            try:
                m = importlib.util.module_from_spec(spec)
                sys.modules["_clauz3_replay_entry"] = m
                spec.loader.exec_module(m)
                t = getattr(m, req["target"])
            except BaseException as exc:
                o["error"] = f"setting up: {type(exc).__name__}: {exc}"
                outs.append(o)
                continue
            run_target(t, r_inputs, rec, skip, o, float(req.get("seconds", 10)), deal)
            o["calls"] = rec.calls
            outs.append(o)
        result_stream.write(json.dumps({"runs": outs}) + "\n")
        result_stream.flush()
        return 0
    run_target(target, inputs, rec, skip, out, float(req.get("seconds", 10)), deal)
    out["calls"] = rec.calls
    checks = req.get("checks") or []
    if checks:
        try:
            import clauz3
            from clauz3.record import Effect

            gs = clauz3.guarantees(target)
            effects = [Effect(name, args, frozenset(markers), events) for name, args, markers, events in rec.raw]
            for c in checks:
                k = decorator_index(entry, req["target"], c["line"], c["col"])
                if k < 0 or k >= len(gs):
                    out["checks"][c["id"]] = "error: no guarantee decorator at that place"
                    continue
                try:
                    out["checks"][c["id"]] = bool(gs[k].check(effects))
                except Exception as exc:
                    out["checks"][c["id"]] = f"error: {type(exc).__name__}: {exc}"
        except Exception as exc:
            for c in checks:
                out["checks"][c["id"]] = f"error: {type(exc).__name__}: {exc}"
    result_stream.write(json.dumps(out) + "\n")
    result_stream.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
