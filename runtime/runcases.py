"""Run example cases under CPython with their trusted calls recorded.

    .venv/bin/python runtime/runcases.py < request.json

The request is a JSON object:

    {"roots": ["/abs/examples/email", ...],     # import roots: tools/**/trusted, and cases/ or tests/cases/
     "runs": 300,                               # random inputs per case
     "seed": 1,
     "traces": 0,                               # runs kept per case for runtime/reforacle.py
     "witnesses": {"/abs/.../cases/x_fail.py": [{"inputs": {"count": "10**4300"}}]}}

Witnesses are tried first: inputs are Python expressions; "variables" (the
prover's counterexample variables, name -> repr) may fix the results of
trusted calls: f_resultN is the result of a call of f (calls of f take
them in the order of N), f_lenN the length of the list a call of f returns.

A root is laid out as 0.1.4's layers (tools/<domain>/trusted, cases/) or as
0.2's libraries (tools/<domain>/trusted or tools/<domain>/<sub>/trusted,
tests/cases/). Every module under a trusted directory is imported and its
boundary functions (@clauz3.trusted, or @deal.has with a marker) are
replaced by recorders (clauz3.harness).

For every case under every root it imports the case (with this
directory's clauz3 package first on sys.path), runs its main on the witness
inputs then on inputs drawn from main's parameter annotations, and checks
after each run every @clauz3.guarantee of main on the recorded trusted calls.
Before running a case it checks every relation the root's contracts and the
case built: each effect name must name a boundary function of the root (a
string may also name a @deal.has marker, but not both a function and another
function's marker), and each event class must be performed, itself or a
subclass, by some boundary function; a relation that matches nothing would
hold vacuously, so the case is reported with an error instead.
A run breaks the program's promises when a guarantee does not hold, a trusted
precondition fails, an assert fails, or main raises an exception it does not
declare with @deal.raises. It prints one JSON object per case, one per line:

    {"case": path, "runs": n, "excluded": k, "aborted": a, "broken": b,
     "random_broken": r, "unchecked": u, "guarantees": g, "first": {"inputs": {...}, "reason": "..."},
     "error": "", "witness_broken": [true, ...]}

With "traces": k, each case also gets "traces" (up to k completed runs, at
most k//2 of them breaking a guarantee: their calls, arguments encoded as
JSON, and each guarantee's verdict) and "boundaries" (each boundary
function's module.name), which runtime/reforacle.py checks with the
reference's own concrete oracle.

random_broken counts the broken runs on drawn inputs (not on witnesses);
excluded counts inputs main's own @deal.pre rejects; aborted counts runs
stopped after too many trusted calls, after too much time, or at a trusted
result it cannot draw; unchecked counts runs on which a guarantee could not
be evaluated (its lambda raised): those are not breaks, and the first one is
reported as the case's error.
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import os
import re
import random
import signal
import sys
import typing
import zlib
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import deal  # noqa: E402

import clauz3  # noqa: E402
from clauz3 import spec as clauz3_spec  # noqa: E402
from clauz3.boundary import deal_markers, is_boundary  # noqa: E402
from clauz3.events import EventRelation, declared  # noqa: E402
from clauz3.harness import Abort, Drawer, Pool, Recorder, deal_contracts, import_trusted  # noqa: E402
from clauz3.spec import EffectRelation, is_contract  # noqa: E402

TIME_LIMIT = 2.0


def _alarm(signum: int, frame: Any) -> None:
    raise Abort("time limit")


def _purge(prefixes: tuple[str, ...]) -> None:
    for name in list(sys.modules):
        if name.split(".")[0] in prefixes:
            del sys.modules[name]


def _declared(main: Any) -> bool:
    c = deal_contracts(main)
    return c is not None and bool(c.raises)


def _pre_ok(main: Any, args: dict[str, Any]) -> bool:
    c = deal_contracts(main)
    if c is None:
        return True
    for v in c.pres:
        try:
            v.validate((), dict(args))
        except Exception:
            return False
    return True


_RESULT = re.compile(r"^(?P<fn>[A-Za-z_][A-Za-z0-9_]*?)_(?P<kind>result|len)(?P<n>[0-9]+)$")
_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _short(v: Any) -> str:
    if isinstance(v, int) and not isinstance(v, bool) and v.bit_length() > 200:
        return f"<int of about {int(v.bit_length() * 0.30103) + 1} digits>"
    try:
        r = repr(v)
    except Exception:
        r = object.__repr__(v)
    return r if len(r) <= 80 else r[:60] + f"...<{len(r)} chars>"


def _required(trusted: Path, mods: list[Any]) -> list[tuple[tuple[str, ...], list[Any]]]:
    """The coverage policies of a trusted root: (when_used, required contracts built)."""
    out = []
    for m in mods:
        if not m.__name__.endswith(".policy"):
            continue
        pols = getattr(m, "POLICY", ())
        if isinstance(pols, clauz3.policy.DomainPolicy):
            pols = [pols]
        for p in pols:
            built = []
            for name in p.required:
                fn = next((getattr(c, name) for c in mods if is_contract(getattr(c, name, None))), None)
                if fn is None:
                    raise SystemExit(f"{trusted}: policy requires {name}, which no contract module defines")
                built.append(fn())
            out.append((p.when_used, built))
    return out


def _guarantee_texts(path: Path) -> list[str]:
    """The source of each @clauz3.guarantee(...) argument of main, top first."""
    import ast

    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "main":
            out = []
            for d in node.decorator_list:
                if isinstance(d, ast.Call) and len(d.args) == 1:
                    f = d.func
                    if (f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")) == "guarantee":
                        out.append(ast.unparse(d.args[0]))
            return out
    return []


class Layer:
    """The boundary functions of a root: their names, markers and the event
    classes (with their bases) they perform."""

    def __init__(self) -> None:
        self.functions: set[str] = set()
        self.markers: dict[str, set[str]] = {}  # marker -> functions carrying it
        self.events: set[str] = set()
        self.qualified: dict[str, str] = {}  # name -> module.name
        self.params: dict[str, frozenset[str]] = {}  # name -> its parameters

    def add(self, mods: list[Any]) -> None:
        for m in mods:
            for name, obj in vars(m).items():
                if not inspect.isfunction(obj) or obj.__module__ != m.__name__ or is_contract(obj):
                    continue
                if not is_boundary(obj):
                    continue
                self.functions.add(obj.__name__)
                self.qualified[obj.__name__] = f"{m.__name__}.{obj.__name__}"
                self.params[obj.__name__] = frozenset(inspect.signature(obj).parameters)
                for mk in deal_markers(obj):
                    self.markers.setdefault(mk, set()).add(obj.__name__)
                for ev in declared(obj):
                    self.events |= {f"{c.__module__}.{c.__qualname__}" for c in type(ev).__mro__}

    def problem(self, rel: Any) -> str:
        """Why rel would match nothing (or is ambiguous), or ""."""
        if isinstance(rel, EventRelation):
            if rel.key not in self.events:
                return f"no boundary function performs the event {rel.event.__name__} or a subclass of it"
            return ""
        if isinstance(rel, EffectRelation):
            for n, by_object in zip(rel.names, rel.by_object):
                carriers = self.markers.get(n, set())
                if n not in self.functions and (by_object or not carriers):
                    return f"effect({n!r}) names no boundary function{'' if by_object else ' or marker'}"
                if not by_object and n in self.functions and carriers - {n}:
                    return f"effect({n!r}) names a function and also the marker of {', '.join(sorted(carriers - {n}))}"
            if rel.fields is None:  # named by strings, or every call: the fields of what it covers
                covered = set(self.functions) if not rel.names else set()
                for n in rel.names:
                    covered |= ({n} if n in self.functions else set()) | self.markers.get(n, set())
                fields = frozenset.intersection(*(self.params[f] for f in covered)) if covered else frozenset()
                for f in rel.given:
                    read = clauz3_spec.fields_read(f)
                    if read is not None and not read <= fields:
                        return (f"a lambda over it reads {', '.join(sorted(read - fields))}, not a field of every "
                                f"call it covers (fields: {', '.join(sorted(fields)) or 'none'})")
        return ""


def run_case(path: Path, pool_paths: list[Path], rec: Recorder, runs: int, seed: int,
             witnesses: list[dict[str, str]], policies: list[tuple[tuple[str, ...], list[Any]]],
             layer: Layer | None = None, traces: int = 0) -> dict[str, Any]:
    out: dict[str, Any] = {"case": str(path), "runs": 0, "excluded": 0, "aborted": 0,
                           "broken": 0, "random_broken": 0, "unchecked": 0, "guarantees": 0, "first": None, "error": ""}
    name = "_clauz3_case_" + str(zlib.crc32(str(path).encode()))
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(mod)
    except BaseException as exc:  # a case that CPython refuses to import is reported, not run
        out["error"] = f"import: {type(exc).__name__}: {exc}"
        return out
    main = getattr(mod, "main", None)
    if main is None:
        out["error"] = "no main"
        return out
    gs = clauz3.guarantees(main)
    texts = _guarantee_texts(path)
    if len(texts) != len(gs):
        texts = [repr(g) for g in gs]
    out["guarantees"] = len(gs)
    if layer is not None:
        for rel in clauz3_spec.BUILT:
            why = layer.problem(rel)
            if why:
                out["error"] = f"relation {rel!r}: {why}"
                return out
    inner = inspect.unwrap(main)
    sig = inspect.signature(inner)
    try:
        hints = typing.get_type_hints(inner)
    except Exception as exc:
        out["error"] = f"annotations: {exc}"
        return out
    pool = Pool()
    for p in pool_paths + [path]:
        pool.add_source(p)
    rng = random.Random(seed ^ zlib.crc32(path.name.encode()))
    rec.drawer = Drawer(rng, pool)

    inputs: list[dict[str, Any]] = []
    replays: list[tuple[dict[str, list[Any]], dict[str, list[int]]]] = []
    limit = sys.get_int_max_str_digits()
    env = {"math": __import__("math"), "nan": float("nan"), "inf": float("inf")}
    for w in witnesses:
        sys.set_int_max_str_digits(0)  # a witness may spell a huge int; the run keeps CPython's limit
        try:
            inputs.append({k: eval(v, env) for k, v in (w.get("inputs") or {}).items()})  # noqa: S307
            found: dict[str, list[tuple[int, Any]]] = {}
            sized: dict[str, list[tuple[int, int]]] = {}
            for var, text in (w.get("variables") or {}).items():
                m = _RESULT.match(var)
                if m is None:
                    continue
                value = eval(text, env)  # noqa: S307
                if m["kind"] == "result":
                    found.setdefault(m["fn"], []).append((int(m["n"]), value))
                elif isinstance(value, int):
                    sized.setdefault(m["fn"], []).append((int(m["n"]), value))
            replays.append(({f: [v for _, v in sorted(vs, key=lambda x: x[0])] for f, vs in found.items()},
                            {f: [v for _, v in sorted(vs, key=lambda x: x[0])] for f, vs in sized.items()}))
        except Exception as exc:
            out["error"] = f"witness {_short(w)}: {type(exc).__name__}: {exc}"
            return out
        finally:
            sys.set_int_max_str_digits(limit)
    out["witness_broken"] = [False] * len(witnesses)
    kept: tuple[list[Any], list[Any], set[str]] = ([], [], set())
    for _ in range(runs):
        inputs.append({p: rec.drawer.value(hints.get(p)) for p in sig.parameters})

    for n, args in enumerate(inputs):
        if not _pre_ok(main, args):
            out["excluded"] += 1
            continue
        out["runs"] += 1
        rec.reset(*(replays[n] if n < len(replays) else ({}, {})))
        reason = ""
        signal.setitimer(signal.ITIMER_REAL, TIME_LIMIT)
        completed = False
        try:
            main(**args)
            completed = True
        except Abort:
            signal.setitimer(signal.ITIMER_REAL, 0)
            out["aborted"] += 1
            continue
        except deal.ContractError as exc:
            reason = f"{type(exc).__name__}: {exc}"
        except Exception as exc:
            if not _declared(main):
                reason = f"raises {type(exc).__name__}: {exc}"
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if not reason and rec.broken_pre:
            reason = f"precondition of {rec.broken_pre[0]} failed (and was caught)"
        if not reason:
            checks = list(gs)
            for when, required in policies:
                if any(e.name in when for e in rec.log):
                    checks += required
            for i, g in enumerate(checks):
                try:
                    ok = g.check(rec.log)
                except Exception as exc:
                    # not a break: the oracle failed, which says nothing of the program
                    out["unchecked"] += 1
                    if not out["error"]:
                        shown = texts[i] if i < len(texts) else repr(g)
                        out["error"] = _ANSI.sub("", f"guarantee {i + 1} ({shown}) could not be checked on inputs "
                                                     f"{ {k: _short(v) for k, v in args.items()} }: "
                                                     f"{type(exc).__name__}: {exc}")[:300]
                    break
                if not ok:
                    what = f"guarantee {i + 1}" if i < len(gs) else "required contract"
                    reason = f"{what} ({texts[i] if i < len(texts) else repr(g)}) does not hold"
                    break
        if traces and completed and not rec.broken_pre:
            _keep_trace(rec.log, gs, traces, kept)
        if reason:
            out["broken"] += 1
            if n < len(witnesses):
                out["witness_broken"][n] = True
            else:
                out["random_broken"] += 1
            if out["first"] is None:
                out["first"] = {
                    "inputs": {k: _short(v) for k, v in args.items()},
                    "reason": _ANSI.sub("", reason)[:300],
                    "calls": [f"{e.name}({', '.join(f'{k}={_short(v)}' for k, v in e.args.items())})"
                              for e in rec.log[:5]],
                }
    if traces:
        held, broke, _ = kept
        out["traces"] = broke[: traces // 2] + held[: traces - min(len(broke), traces // 2)]
        out["boundaries"] = layer.qualified if layer is not None else {}
    return out


def encode(v: Any) -> Any:
    """v as JSON for runtime/reforacle.py (which decodes it)."""
    if v is None or type(v) is bool:
        return v
    if isinstance(v, int) and not isinstance(v, bool):
        return int(v)
    if isinstance(v, str):
        return str(v)
    if isinstance(v, float):
        return float(v) if v == v and abs(v) != float("inf") else {"$float": repr(float(v))}
    if type(v) is list:
        return [encode(x) for x in v]
    if type(v) is tuple:
        return {"$tuple": [encode(x) for x in v]}
    if type(v) is dict:
        return {"$dict": [[encode(k), encode(x)] for k, x in v.items()]}
    if isinstance(v, type):
        return {"$class": v.__name__}
    if isinstance(v, clauz3.Row):
        return {"$row": type(v).__name__, "fields": {k: encode(getattr(v, k)) for k in clauz3.row.row_fields(type(v))}}
    return {"$opaque": repr(v)}


def _keep_trace(log: list[Any], gs: list[Any], k: int, kept: tuple[list[Any], list[Any], set[str]]) -> None:
    """Keeps the run (its calls and each guarantee's verdict) as a trace for
    the reference's oracle: up to k//2 distinct runs that break a guarantee
    and up to k distinct ones that do not."""
    held, broke, seen = kept
    try:
        verdicts = [bool(g.check(log)) for g in gs]
    except Exception:  # an unchecked guarantee is reported elsewhere
        return
    into = held if all(verdicts) else broke
    if len(into) >= k:
        return
    calls = [{"name": e.name, "args": {a: encode(v) for a, v in e.args.items()}} for e in log]
    key = json.dumps(calls, sort_keys=True)
    if key not in seen:
        seen.add(key)
        into.append({"calls": calls, "verdicts": verdicts})


def main() -> int:
    req = json.load(sys.stdin)
    runs = int(req.get("runs", 300))
    seed = int(req.get("seed", 1))
    witnesses: dict[str, list[dict[str, str]]] = req.get("witnesses", {})
    traces = int(req.get("traces", 0))
    signal.signal(signal.SIGALRM, _alarm)
    sys.setrecursionlimit(2000)
    report = sys.stdout
    sys.stdout = open(os.devnull, "w")  # what the cases print is not the report  # noqa: SIM115
    for root_s in req["roots"]:
        root = Path(root_s).resolve()
        _purge(("tools",))
        clauz3_spec.BUILT.clear()
        sys.path.insert(1, str(root))
        try:
            pool_paths: list[Path] = []
            policies: list[tuple[tuple[str, ...], list[Any]]] = []
            rec = Recorder(Drawer(random.Random(seed), Pool()))
            layer = Layer()
            trusted_dirs = sorted(root.glob("tools/*/trusted")) + sorted(root.glob("tools/*/*/trusted"))
            loaded: list[Any] = []
            for trusted in trusted_dirs:
                mods = import_trusted(root, trusted)
                layer.add(mods)
                for m in mods:
                    if not m.__name__.endswith((".contracts", ".policy")):
                        rec.patch_module(m)
                policies += _required(trusted, mods)
                pool_paths += sorted(trusted.rglob("*.py"))
                loaded += mods
            for m in loaded:
                rec.rebind(m)
            cases = root / "cases" if (root / "cases").is_dir() else root / "tests" / "cases"
            built = len(clauz3_spec.BUILT)
            for case in sorted(cases.glob("*.py")):
                del clauz3_spec.BUILT[built:]  # the relations of the root, not of earlier cases
                res = run_case(case, pool_paths, rec, runs, seed, witnesses.get(str(case)) or [], policies, layer,
                               traces)
                print(json.dumps(res), file=report, flush=True)
        finally:
            sys.path.remove(str(root))
    return 0


if __name__ == "__main__":
    sys.exit(main())
