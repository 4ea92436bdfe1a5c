"""CPython side of pkg/interp's construct walk.

    python walk.py OPTS_JSON

OPTS_JSON: {"entry", "root" (the directory imports resolve from),
"trusted_roots": [dir, ...], "mode": "module" | "script", "target",
"args", "kwargs", "results" (Python expressions; "results_names" maps
names results uses to the trusted modules defining them), "pylib" (directories
after the root, e.g. the adversarial corpus' executable clauz3), "out" (a
file)}.

Runs the entry under CPython as testdata/adversarial/witness.py does
(whose machinery it reuses): every @deal.has function of the trusted
roots is recorded instead of performed and answers from results, or a
default by its return annotation; the program's own output goes to
stdout. The outcome (the recorded facts with their fields' reprs, the
results the recorded calls returned, in pkg/runner's worker encoding, and
the exception that escaped) is written to OPTS["out"] as JSON.
"""

import builtins
import importlib
import importlib.util
import json
import os
import sys
import types

HERE = os.path.dirname(os.path.abspath(__file__))
WITNESS = os.path.join(HERE, "..", "adversarial", "witness.py")

spec = importlib.util.spec_from_file_location("clauz3_witness", WITNESS)
w = importlib.util.module_from_spec(spec)
spec.loader.exec_module(w)

# Every result a recorded trusted call returns, in call order, so that
# the interpreter's side answers its calls with the same values.
RESULTS = []
_next = w.Results.next


def _recorded_next(self, name, ann):
    v = _next(self, name, ann)
    RESULTS.append(v)
    return v


w.Results.next = _recorded_next

WORKER = os.path.join(HERE, "..", "..", "pkg", "runner", "worker.py")
wspec = importlib.util.spec_from_file_location("clauz3_worker", WORKER)
worker = importlib.util.module_from_spec(wspec)
wspec.loader.exec_module(worker)


def main():
    opts = json.loads(sys.argv[1])
    entry = os.path.abspath(opts["entry"])
    root = os.path.abspath(opts["root"])
    roots = [os.path.abspath(r) for r in opts["trusted_roots"]]
    entry_dir = os.path.dirname(entry)
    rest = [p for p in sys.path[1:] if os.path.abspath(p or ".") not in (root, entry_dir)]
    sys.path[:] = [entry_dir, root] + [os.path.abspath(p) for p in opts.get("pylib") or []] + rest
    prefixes = [os.path.relpath(r, root).replace(os.sep, ".") for r in roots]
    results = w.Results({})
    args = eval(opts.get("args", "[]"), {})  # noqa: S307
    kwargs = eval(opts.get("kwargs", "{}"), {})  # noqa: S307
    sys.meta_path.insert(0, w.TrustedFinder(prefixes, roots, results))
    os.chdir(root)
    # results may name classes of the trusted layer ("UserRow": module).
    names = {n: getattr(importlib.import_module(m), n) for n, m in (opts.get("results_names") or {}).items()}
    results.given = eval(opts.get("results", "{}"), names)  # noqa: S307
    out = {"exception": None, "facts": []}
    try:
        if opts["mode"] == "script":
            main_mod = types.ModuleType("__main__")
            main_mod.__file__ = entry
            main_mod.__builtins__ = builtins
            sys.modules["__main__"] = main_mod
            with open(entry, "rb") as f:
                code = compile(f.read(), entry, "exec", dont_inherit=True, optimize=-1)
            exec(code, main_mod.__dict__)  # noqa: S102
        else:
            name = os.path.splitext(os.path.basename(entry))[0]
            mod = importlib.import_module(name)
            getattr(mod, opts["target"])(*args, **kwargs)
    except BaseException as e:  # noqa: BLE001
        out["exception"] = w.describe_exception(e)
    sys.stdout.flush()
    try:
        out["results"] = [worker.encode(v) for v in RESULTS]
    except ValueError as e:
        out["results_error"] = str(e)
    out["facts"] = [{"relation": f.name, "fields": {k: w.safe_repr(v) for k, v in f.fields.items()}} for f in w.FACTS]
    with open(opts["out"], "w", encoding="utf-8") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main()
