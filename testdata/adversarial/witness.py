"""CPython witnesses for the adversarial corpus.

    python witness.py CASE [--json]

CASE is cases/NN_name.py or a directory cases/NN_name/ whose entry is
main.py. The entry's header says what CPython does with it:

    # class: 11
    # expect: not-proved
    # witness: mode=O args=[0] breaks=guarantee:no_transfer
    # witness: mode=module args=[7] holds

Each `# witness:` line is one real CPython run in a fresh interpreter
(this one, so run it with the project's .venv/bin/python, which has deal):

    mode=module     the entry is imported as a module, then its target is
                    called with args/kwargs (Python expressions);
    mode=script     the entry runs as a script (__name__ == "__main__"),
                    nothing else is called;
    mode=O, mode=script-O
                    the same under python -O (asserts removed; deal's
                    run-time checks are off too, as deal does under -O);
    target=NAME     the function whose guarantees are checked (default main);
    results={...}   what trusted functions with results return, by name: a
                    list (one value per call, in order) or one value for all
                    calls (default: None for "-> None", 0, 0.0, "" or False
                    for int, float, str, bool; required otherwise);
    breaks=X[,Y]    the run must break each of: guarantee:CONTRACT (the
                    target's guarantee built by @contract CONTRACT does not
                    hold on the recorded facts) or exception:CLASS (an
                    exception of that class, or a deal contract error caused
                    by one, escapes the run undeclared);
    holds           the run keeps every guarantee of the target (there is at
                    least one) and no undeclared exception escapes.

Every trusted call (a function marked @deal.has under tools/*/trusted) is
recorded instead of performed; deal's own run-time checks (pre, post,
raises) still run around it, exactly as with the real effect. The
guarantees are the ContractSpecs clauz3.guarantee recorded at definition
time (pylib/clauz3 is an executable clauz3), evaluated after the run on the
recorded facts with Python's semantics. Exit 0 iff every witness line of
CASE came out as its header says; 1 otherwise; 2 on a bad case or usage.
"""

import ast
import builtins
import importlib
import importlib.machinery
import inspect
import json
import os
import subprocess
import sys
import tempfile
import traceback
import types

ROOT = os.path.dirname(os.path.abspath(__file__))
PYLIB = os.path.join(ROOT, "pylib")
MODES = {"module": ("module", False), "script": ("script", False),
         "O": ("module", True), "module-O": ("module", True), "script-O": ("script", True)}
KEYS = ("mode", "target", "args", "kwargs", "results", "breaks")


# ---------------------------------------------------------------- the header

class CaseError(Exception):
    pass


def entry_of(case):
    case = os.path.abspath(case)
    if os.path.isdir(case):
        case = os.path.join(case, "main.py")
    if not os.path.isfile(case):
        raise CaseError(f"{case}: no such case file")
    return case


def parse_header(entry):
    """The # class/expect/witness lines of entry, as a dict."""
    head = {"class": None, "expect": None, "witnesses": []}
    with open(entry, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.startswith("# "):
                continue
            key, _, rest = line[2:].partition(":")
            rest = rest.strip()
            if key == "class":
                head["class"] = rest
            elif key == "expect":
                if rest not in ("proved", "not-proved"):
                    raise CaseError(f"{entry}:{n}: expect must be proved or not-proved")
                head["expect"] = rest
            elif key == "witness":
                head["witnesses"].append(parse_witness(entry, n, rest))
    if head["expect"] is None or head["class"] is None or not head["witnesses"]:
        raise CaseError(f"{entry}: the header needs '# class:', '# expect:' and at least one '# witness:' line")
    return head


def parse_witness(entry, n, text):
    """mode=... args=[...] breaks=... | holds -> dict (values unevaluated)."""
    w = {"mode": "module", "target": "main", "args": "[]", "kwargs": "{}", "results": "{}",
         "breaks": [], "holds": False, "line": n, "text": text}
    # Split before every "key=" of a known key; values may hold spaces.
    starts = []
    i = 0
    while i < len(text):
        for k in KEYS + ("holds",):
            if text.startswith(k, i) and (i == 0 or text[i - 1] == " "):
                end = i + len(k)
                if k == "holds" and (end == len(text) or text[end] == " "):
                    starts.append((i, k))
                elif k != "holds" and end < len(text) and text[end] == "=":
                    starts.append((i, k))
        i += 1
    if not starts or starts[0][0] != 0:
        raise CaseError(f"{entry}:{n}: cannot read witness line {text!r}")
    for j, (pos, k) in enumerate(starts):
        stop = starts[j + 1][0] if j + 1 < len(starts) else len(text)
        if k == "holds":
            w["holds"] = True
            continue
        val = text[pos + len(k) + 1:stop].strip()
        if k == "breaks":
            w["breaks"] = [b.strip() for b in val.split(",") if b.strip()]
        else:
            w[k] = val
    if w["mode"] not in MODES:
        raise CaseError(f"{entry}:{n}: unknown mode {w['mode']!r} (module, script, O, module-O, script-O)")
    if w["holds"] == bool(w["breaks"]):
        raise CaseError(f"{entry}:{n}: a witness says either breaks=... or holds")
    for b in w["breaks"]:
        kind, _, name = b.partition(":")
        if kind not in ("guarantee", "exception") or not name:
            raise CaseError(f"{entry}:{n}: breaks takes guarantee:CONTRACT or exception:CLASS, not {b!r}")
    return w


# ----------------------------------------------------------- one CPython run

class Fact:
    def __init__(self, name, markers, fields):
        self.name, self.markers, self.fields = name, tuple(markers), fields
        self.row = types.SimpleNamespace(**fields)


FACTS = []


def safe_repr(v):
    try:
        return repr(v)
    except ValueError:  # an int beyond the 4300-digit str limit
        return f"<{type(v).__name__} of {v.bit_length()} bits>"
    except Exception as e:  # noqa: BLE001 (a witness reports, never crashes)
        return f"<unrepresentable {type(v).__name__}: {e}>"


def has_markers(dec):
    """The marker strings of a @deal.has("m", ...) / @has("m") decorator, or None."""
    if not isinstance(dec, ast.Call):
        return None
    f = dec.func
    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
    if name != "has":
        return None
    return [a.value for a in dec.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]


def default_result(ann, name):
    if ann is inspect.Signature.empty:
        raise RuntimeError(f"witness: trusted {name}() has no return annotation; give its value with results={{...}}")
    if ann is None or ann is type(None):
        return None
    for t, v in ((bool, False), (int, 0), (float, 0.0), (str, "")):
        if ann is t:
            return v
    raise RuntimeError(f"witness: no result given for trusted {name}() (annotation {ann!r}); add results={{...}}")


class Results:
    def __init__(self, given):
        self.given = given
        self.used = {}

    def next(self, name, ann):
        if name not in self.given:
            return default_result(ann, name)
        v = self.given[name]
        if isinstance(v, list):
            i = self.used.get(name, 0)
            if i >= len(v):
                raise RuntimeError(f"witness: trusted {name}() called {i + 1} times, results gives {len(v)} values")
            self.used[name] = i + 1
            return v[i]
        return v


def make_recorder(name, markers, func, results):
    sig = inspect.signature(func)

    def record(*args, **kwargs):
        bound = sig.bind(*args, **kwargs)  # TypeError exactly as CPython's call
        bound.apply_defaults()
        FACTS.append(Fact(name, markers, dict(bound.arguments)))
        return results.next(name, sig.return_annotation)

    record.__name__ = record.__qualname__ = name
    record.__wrapped__ = func
    record.__signature__ = sig
    return record


def patch_trusted(module, path, results):
    """Replace the body of every @deal.has function of module by a recorder.

    With the real deal the function is deal's wrapper: its contracts keep
    running and only the wrapped body is replaced. Without it (a case that
    shadows deal) the module attribute itself is replaced."""
    with open(path, "rb") as f:
        tree = ast.parse(f.read(), path)
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        markers = None
        for dec in node.decorator_list:
            m = has_markers(dec)
            if m:
                markers = (markers or []) + m
        if not markers or node.name not in module.__dict__:
            continue
        obj = module.__dict__[node.name]
        contracts = getattr(obj, "__deal_contract", None)
        if contracts is not None and hasattr(contracts, "func"):
            contracts.func = make_recorder(node.name, markers, contracts.func, results)
        else:
            module.__dict__[node.name] = make_recorder(node.name, markers, obj, results)


class TrustedLoader:
    def __init__(self, loader, path, results):
        self.loader, self.path, self.results = loader, path, results

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module):
        self.loader.exec_module(module)
        patch_trusted(module, self.path, self.results)

    def __getattr__(self, name):
        return getattr(self.loader, name)


class TrustedFinder:
    """Finds trusted modules as CPython does (PathFinder) and patches them."""

    def __init__(self, prefixes, roots, results):
        self.prefixes, self.roots, self.results = prefixes, roots, results

    def find_spec(self, name, path=None, target=None):
        if not any(name == p or name.startswith(p + ".") for p in self.prefixes):
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or not spec.origin or not spec.origin.endswith(".py"):
            return spec
        origin = os.path.abspath(spec.origin)
        if any(origin.startswith(r + os.sep) for r in self.roots):
            spec.loader = TrustedLoader(spec.loader, origin, self.results)
        return spec

    def invalidate_caches(self):
        pass


def trusted_roots():
    out = []
    tools = os.path.join(ROOT, "tools")
    for d in sorted(os.listdir(tools)):
        t = os.path.join(tools, d, "trusted")
        if os.path.isdir(t):
            out.append(t)
    return out


def declared_raises(entry, target, namespace):
    """The exception classes the target declares with @deal.raises."""
    try:
        with open(entry, "rb") as f:
            tree = ast.parse(f.read(), entry)
    except SyntaxError:
        return ()
    out = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == target:
            for dec in node.decorator_list:
                if not isinstance(dec, ast.Call):
                    continue
                f = dec.func
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
                if name != "raises":
                    continue
                for a in dec.args:
                    try:
                        v = eval(compile(ast.Expression(a), entry, "eval"), dict(namespace))  # noqa: S307
                    except Exception:  # noqa: BLE001
                        continue
                    if isinstance(v, type) and issubclass(v, BaseException):
                        out.append(v)
    return tuple(out)


def describe_exception(exc):
    cause = exc.__cause__ or exc.__context__
    d = {"type": type(exc).__name__, "message": safe_str(exc)}
    if cause is not None and type(exc).__module__.startswith("deal"):
        d["cause"] = type(cause).__name__
        d["cause_message"] = safe_str(cause)
    return d


def safe_str(e):
    try:
        return str(e)
    except Exception:  # noqa: BLE001
        return "<unprintable>"


def run(opts):
    """One run of a case under CPython; writes the outcome as JSON."""
    entry = opts["entry"]
    mode = opts["mode"]
    target = opts["target"]
    entry_dir = os.path.dirname(entry)
    # sys.path as `PYTHONPATH=ROOT python entry.py` would have it, with
    # pylib (an installed clauz3) after the import roots and before the
    # rest: the entry's directory first, then ROOT (tools/).
    rest = [p for p in sys.path[1:] if os.path.abspath(p or ".") not in (ROOT, entry_dir)]
    sys.path[:] = [entry_dir, ROOT, PYLIB] + rest
    roots = trusted_roots()
    prefixes = [os.path.relpath(r, ROOT).replace(os.sep, ".") for r in roots]
    before = sorted(m for m in ("typing", "deal", "clauz3") if m in sys.modules)
    if before:
        raise SystemExit(f"witness: {before} imported before the case runs")
    results = Results(eval(opts["results"], {}))  # noqa: S307
    args = eval(opts["args"], {})  # noqa: S307
    kwargs = eval(opts["kwargs"], {})  # noqa: S307
    sys.meta_path.insert(0, TrustedFinder(prefixes, roots, results))
    os.chdir(ROOT)

    out = {"mode": mode, "optimize": sys.flags.optimize, "python": sys.version.split()[0],
           "phase": None, "exception": None, "facts": [], "guarantees": []}
    namespace = {}
    phase = "import"
    escaped = None
    try:
        if mode == "script":
            phase = "script"
            sys.argv = [entry]
            main = types.ModuleType("__main__")
            main.__file__ = entry
            main.__builtins__ = builtins
            main.__spec__ = None
            main.__loader__ = importlib.machinery.SourceFileLoader("__main__", entry)
            sys.modules["__main__"] = main
            namespace = main.__dict__
            with open(entry, "rb") as f:
                src = f.read()
            code = compile(src, entry, "exec", dont_inherit=True, optimize=-1)
            exec(code, namespace)  # noqa: S102
        else:
            name = os.path.splitext(os.path.basename(entry))[0]
            mod = importlib.import_module(name)
            namespace = mod.__dict__
            func = getattr(mod, target)
            phase = "call"
            func(*args, **kwargs)
    except SystemExit as e:
        if e.code not in (None, 0):
            escaped = e
    except BaseException as e:  # noqa: BLE001 (everything CPython could let escape)
        escaped = e
        out["traceback"] = traceback.format_exc(limit=-8)
    if phase == "script" and escaped is not None and target not in namespace:
        phase = "import"  # the script failed before it defined the target
    out["phase"] = phase
    if escaped is not None:
        out["exception"] = describe_exception(escaped)
        # Declared: an instance of a class the target names in @deal.raises,
        # and not deal's own error (deal turns an exception of any other
        # class than the declared ones into a RaisesContractError).
        declared = declared_raises(entry, target, namespace) if phase in ("call", "script") else ()
        from_deal = type(escaped).__module__.split(".")[0] == "deal"
        out["exception"]["declared"] = not from_deal and isinstance(escaped, declared)
        out["exception"]["phase"] = phase
    out["facts"] = [{"relation": f.name, "markers": list(f.markers),
                     "fields": {k: safe_repr(v) for k, v in f.fields.items()}} for f in FACTS]

    c3 = sys.modules.get("clauz3")
    registry = getattr(c3, "GUARANTEES", None)
    if registry is not None and getattr(c3, "__file__", "").startswith(PYLIB):
        for fn, spec in registry:
            inner = fn
            while hasattr(inner, "__wrapped__"):
                inner = inner.__wrapped__
            if getattr(inner, "__name__", None) != target:
                continue
            g = {"label": getattr(spec, "label", safe_repr(spec)), "contract": getattr(spec, "contract", None)}
            try:
                g["holds"] = bool(spec.holds(FACTS))
            except Exception as e:  # noqa: BLE001 (a guarantee that cannot be evaluated does not hold)
                g["holds"] = False
                g["error"] = f"{type(e).__name__}: {safe_str(e)}"
            out["guarantees"].append(g)
    with open(opts["out"], "w", encoding="utf-8") as f:
        json.dump(out, f)


# ------------------------------------------------------------- the checking

def judge(w, out):
    """Problems with one run's outcome against its witness line ([] = as expected)."""
    problems = []
    exc = out.get("exception")
    undeclared = exc is not None and not exc.get("declared")
    if w["holds"]:
        if not out["guarantees"]:
            problems.append("no guarantee of the target was recorded")
        for g in out["guarantees"]:
            if not g["holds"]:
                problems.append(f"guarantee {g['label']} does not hold{' (' + g['error'] + ')' if g.get('error') else ''}")
        if undeclared:
            problems.append(f"undeclared {exc['type']} escaped ({exc.get('message', '')})")
    for b in w["breaks"]:
        kind, _, name = b.partition(":")
        if kind == "guarantee":
            gs = [g for g in out["guarantees"] if g["contract"] == name]
            if not gs:
                problems.append(f"no guarantee {name}(...) of the target was recorded")
            elif all(g["holds"] for g in gs):
                problems.append(f"guarantee {gs[0]['label']} holds: CPython does not break it")
        else:
            if not undeclared:
                problems.append(f"no undeclared exception escaped (wanted {name})")
            elif name not in (exc["type"], exc.get("cause")):
                problems.append(f"undeclared {exc['type']}{'(' + exc['cause'] + ')' if exc.get('cause') else ''} escaped, not {name}")
    return problems


def summary(out):
    facts = ", ".join(f"{f['relation']}({', '.join(f['fields'].values())})" for f in out["facts"]) or "none"
    gs = "; ".join(f"{g['label']} {'holds' if g['holds'] else 'BROKEN'}" for g in out["guarantees"]) or "none"
    exc = out.get("exception")
    e = "none"
    if exc:
        e = exc["type"] + (f"({exc['cause']})" if exc.get("cause") else "") + \
            (" declared" if exc.get("declared") else " undeclared") + f" at {exc.get('phase')}: {exc.get('message', '')}"
    return f"facts: {facts}\n    guarantees: {gs}\n    exception: {e}"


def check(case, as_json=False):
    entry = entry_of(case)
    head = parse_header(entry)
    report = {"case": os.path.relpath(entry, ROOT), "class": head["class"], "expect": head["expect"], "runs": []}
    ok = True
    lines = []
    for w in head["witnesses"]:
        kind, optimize = MODES[w["mode"]]
        with tempfile.TemporaryDirectory() as tmp:
            outfile = os.path.join(tmp, "out.json")
            opts = {"entry": entry, "mode": kind, "target": w["target"], "args": w["args"],
                    "kwargs": w["kwargs"], "results": w["results"], "out": outfile}
            cmd = [sys.executable] + (["-O"] if optimize else []) + [os.path.abspath(__file__), "--run", json.dumps(opts)]
            env = dict(os.environ)
            env.pop("PYTHONPATH", None)
            env.pop("PYTHONOPTIMIZE", None)
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            env["NO_COLOR"] = "1"
            p = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
            if p.returncode != 0 or not os.path.exists(outfile):
                raise CaseError(f"{entry}:{w['line']}: the witness run itself failed (exit {p.returncode}):\n{p.stdout}{p.stderr}")
            with open(outfile, encoding="utf-8") as f:
                out = json.load(f)
        problems = judge(w, out)
        ok = ok and not problems
        report["runs"].append({"witness": w["text"], "outcome": out, "problems": problems, "stdout": p.stdout})
        lines.append(f"{'ok ' if not problems else 'BAD'} {w['text']}\n    python {out['python']}, "
                     f"{'-O ' if out['optimize'] else ''}{kind}\n    {summary(out)}")
        for pr in problems:
            lines.append(f"    PROBLEM: {pr}")
    if as_json:
        report["ok"] = ok
        print(json.dumps(report, indent=1))
    else:
        print(f"{report['case']} (class {head['class']}, expect {head['expect']}):")
        print("\n".join("  " + ln for ln in lines))
    return ok


def main(argv):
    if len(argv) == 2 and argv[0] == "--run":
        opts = json.loads(argv[1])
        run(opts)
        return 0
    as_json = "--json" in argv
    cases = [a for a in argv if a != "--json"]
    if not cases or any(a.startswith("-") for a in cases):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    ok = True
    for c in cases:
        try:
            ok = check(c, as_json) and ok
        except CaseError as e:
            print(f"witness: {e}", file=sys.stderr)
            return 2
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
