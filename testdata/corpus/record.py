#!/usr/bin/env python3
"""record.py runs every function of the corpus under CPython and records
what happens in outcomes.json, which pkg/corpus's test reads.

Run it with the project's .venv (CPython 3.11 with deal 4.24.6), after
gen.py:

    ../../.venv/bin/python record.py

A function *breaks* when a call with arguments its @deal.pre admits raises
an exception that its @deal.raises does not declare: an AssertionError of
an assert, deal's PostContractError, EnsureContractError or
RaisesContractError, or any other exception that escapes. It *holds* when
no call does. For a function without parameters one call decides (the
functions of random.py are called under 300 seeds). For a function with
parameters, record.py calls it on the generator's hint inputs and on
inputs drawn from pools of edge values of each parameter's annotation
(NaN, -0.0, infinities, subnormals, huge ints, non-ASCII strings, empty
and small containers) plus seeded random ones: a breaking function gets
the first input that breaks it as its witness; a holding one records how
many admitted inputs ran clean (it holds by construction, see gen.py).

outcomes.json also holds the SHA-256 of every corpus file, so the Go test
can tell when the corpus changed without recording again. record.py exits
1, writing nothing, when an outcome differs from what gen.py intended,
unless --force is given.
"""

import ast
import copy
import hashlib
import importlib.util
import inspect
import itertools
import json
import math
import os
import platform
import random
import sys
import types
import typing
import zlib

import deal

sys.dont_write_bytecode = True  # no __pycache__ beside the corpus

HERE = os.path.dirname(os.path.abspath(__file__))

INTS = [0, 1, -1, 2, -2, 3, 5, 6, 7, -7, 10, 100, 255, 2 ** 31, 2 ** 53, 2 ** 53 + 1, -2 ** 63, 2 ** 64, 10 ** 20,
        10 ** 400, -(10 ** 30), 2 ** 1024, 10 ** 4300, -(10 ** 5000)]
FLOATS = [0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 1.1, 2.0, 2.5, -2.5, 3.0, 5.0, 7.0, 49.0, 0.25, 1e16, 1e300, -1e300,
          1.7976931348623157e308, 5e-324, -5e-324, 2.2250738585072014e-308, math.inf, -math.inf, math.nan,
          9007199254740993.0, 123.456, 1 / 3]
STRS = ["", "a", "b", "ab", "abc", "A", " ", "é", "ß", "日本", "\x00", "a b", "Z", "aa", "1", "-3", "ǅ", "İ", "k",
        "zz", "new", "x", "\U0001f600", "a" * 20]
ANY = [0, 1, -1, 10 ** 20, True, False, 0.0, -0.0, 1.5, math.inf, math.nan, "", "a", "é", None, [], [1], (), (1, 2),
       {}, {"a": 1}, set(), frozenset({1})]


def pool(ann, rng, small=False):
    """pool returns values of the annotation ann: edge values, then random
    ones (rng is seeded per function)."""
    if ann is inspect.Parameter.empty or ann is typing.Any:
        return list(ANY)
    if ann is bool:
        return [False, True]
    if ann is int:
        base = INTS[:12] + [2 ** 53 + 1, 10 ** 400, -(10 ** 5000)] if small else INTS
        return base + ([] if small else [rng.choice((rng.randint(-1000, 1000), rng.randint(-2 ** 70, 2 ** 70))) for _ in range(200)])
    if ann is float:
        base = FLOATS[:12] + [math.nan, math.inf, -0.0] if small else FLOATS
        return base + ([] if small else [rng.choice((rng.uniform(-1e6, 1e6), rng.uniform(-2.0, 2.0), rng.choice(FLOATS) * rng.choice((0.5, 3.0, 1e-300)))) for _ in range(200)])
    if ann is str:
        base = STRS[:10] if small else STRS
        return base + ([] if small else ["".join(rng.choice("abé ß0") for _ in range(rng.randint(0, 6))) for _ in range(100)])
    if ann is type(None) or ann is None:
        return [None]
    origin, args = typing.get_origin(ann), typing.get_args(ann)
    if origin in (typing.Union, types.UnionType):
        out = []
        for a in args:
            out += pool(a, rng, small)
        return out
    if origin in (list, set, frozenset) or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        elems = pool(args[0] if args else inspect.Parameter.empty, rng, small=True)
        seqs = [[]] + [[e] for e in elems] + [[a, b] for a, b in itertools.islice(itertools.product(elems, elems), 0, None, 7)]
        seqs += [[rng.choice(elems) for _ in range(rng.randint(0, 5))] for _ in range(30)]
        if origin is list:
            return seqs
        if origin is tuple:
            return [tuple(s) for s in seqs]
        made = []
        for s in seqs:
            try:
                made.append(origin(s))
            except TypeError:  # unhashable elements
                pass
        return made
    if origin is tuple:
        parts = [pool(a, rng, small=True) for a in args]
        out = list(itertools.islice(itertools.product(*parts), 400))
        out += [tuple(rng.choice(p) for p in parts) for _ in range(100)]
        return out
    if origin is dict:
        keys = pool(args[0], rng, small=True)
        vals = pool(args[1], rng, small=True)
        out = [{}] + [{k: v} for k, v in itertools.islice(itertools.product(keys, vals), 0, None, 3)]
        out += [{rng.choice(keys): rng.choice(vals) for _ in range(rng.randint(0, 4))} for _ in range(40)]
        return out
    raise SystemExit("record.py: no pool for the annotation %r" % (ann,))


def wrepr(v):
    """wrepr is repr, except that a non-finite float and an int too long
    for repr are written as Python source that evaluates to them."""
    if isinstance(v, float) and not math.isfinite(v):
        return "float('%s')" % v
    if isinstance(v, int) and not isinstance(v, bool) and abs(v) > 10 ** 1000:
        # repr refuses ints of more than 4300 digits
        k = len(hex(abs(v))) - 3
        for p in range(k, 4 * k):
            if 10 ** p == abs(v):
                return ("-" if v < 0 else "") + "10 ** %d" % p
        return hex(v)
    if isinstance(v, tuple):
        return "(" + ", ".join(wrepr(x) for x in v) + ("," if len(v) == 1 else "") + ")"
    if isinstance(v, list):
        return "[" + ", ".join(wrepr(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(wrepr(k) + ": " + wrepr(x) for k, x in v.items()) + "}"
    return repr(v)


def declared_raises(tree, ns):
    """declared_raises maps each function of the module to the exception
    classes its @deal.raises(...) names (evaluated in the module's
    namespace ns)."""
    out = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        classes = []
        for d in node.decorator_list:
            if (isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute) and d.func.attr == "raises"
                    and isinstance(d.func.value, ast.Name) and d.func.value.id == "deal"):
                classes += [eval(ast.unparse(a), dict(ns)) for a in d.args]
        out[node.name] = tuple(classes)
    return out


class Outcome:
    def __init__(self):
        self.tried = 0
        self.admitted = 0
        self.witness = None
        self.seed = None
        self.exception = None


def call(fn, args, raises, seeds, out):
    """call runs fn(*args) once per seed; it returns False when a call
    breaks the function, recording the witness in out."""
    for seed in seeds:
        out.tried += 1
        random.seed(seed)
        try:
            fn(*copy.deepcopy(args))
        except deal.PreContractError:
            return True
        except Exception as e:  # the outcome under test
            if type(e) in raises:  # deal 4.24.6 admits exactly the classes named
                out.admitted += 1
                continue
            out.admitted += 1
            out.witness, out.seed, out.exception = args, seed, type(e).__name__
            return False
        out.admitted += 1
    return True


def run(fn, raises, hints, ns, seeds, key):
    out = Outcome()
    sig = inspect.signature(fn)
    params = list(sig.parameters.values())
    if not params:
        call(fn, (), raises, seeds, out)
        return out
    for h in hints:
        if not call(fn, eval(h, ns), raises, seeds, out):
            return out
    rng = random.Random(zlib.crc32(key.encode()))
    pools = [pool(p.annotation, rng) for p in params]
    combos = list(itertools.product(*pools)) if math.prod(len(p) for p in pools) <= 4000 else None
    if combos is None:
        combos = [tuple(p[i % len(p)] for p in pools) for i in range(max(len(p) for p in pools))]
        combos += [tuple(rng.choice(p) for p in pools) for _ in range(4000)]
    for args in combos:
        if not call(fn, args, raises, seeds, out):
            return out
    return out


def sha256(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def main():
    force = "--force" in sys.argv[1:]
    with open(os.path.join(HERE, "cases.json"), encoding="utf-8") as fh:
        index = json.load(fh)
    modules, raises = {}, {}
    results, files, wrong = [], {}, []
    for case in index:
        f = case["file"]
        if f not in modules:
            path = os.path.join(HERE, f)
            files[f] = sha256(path)
            spec = importlib.util.spec_from_file_location("corpus_" + f[:-3], path)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            modules[f] = mod
            with open(path, encoding="utf-8") as fh:
                raises[f] = declared_raises(ast.parse(fh.read()), mod.__dict__)
        mod = modules[f]
        fn = getattr(mod, case["name"])
        seeds = range(300) if case["construct"] == "random" else [0]
        ns = {"math": math}
        o = run(fn, raises[f][case["name"]], case["hints"], ns, seeds, case["name"])
        r = {"file": f, "name": case["name"], "construct": case["construct"]}
        if o.exception is not None:
            r["outcome"] = "breaks"
            r["exception"] = o.exception
            r["witness"] = case["name"] + wrepr(tuple(o.witness)) if o.witness else case["name"] + "()"
            if case["construct"] == "random":
                r["witness"] += " after random.seed(%d)" % o.seed
        else:
            r["outcome"] = "holds"
            n = len(inspect.signature(fn).parameters)
            if n == 0:
                r["evidence"] = "ran clean" if len(seeds) == 1 else "ran clean under %d seeds" % len(seeds)
            else:
                if o.admitted == 0:
                    raise SystemExit("record.py: %s: no input satisfies the precondition" % case["name"])
                r["evidence"] = "ran clean on %d admitted inputs of %d tried (edge values included); holds by construction" % (
                    o.admitted, o.tried)
        if r["outcome"] != case["intent"]:
            wrong.append("%s:%s: gen.py intended %s, CPython: %s %s" % (
                f, case["name"], case["intent"], r["outcome"], r.get("exception", "") + " " + r.get("witness", "")))
        results.append(r)
    if wrong:
        print("\n".join(wrong), file=sys.stderr)
        print("record.py: %d outcomes differ from gen.py's intent" % len(wrong), file=sys.stderr)
        if not force:
            sys.exit(1)
    doc = {
        "python": platform.python_version(),
        "deal": deal.__version__,
        "files": files,
        "functions": results,
    }
    with open(os.path.join(HERE, "outcomes.json"), "w", encoding="utf-8") as fh:
        json.dump(doc, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    holds = sum(1 for r in results if r["outcome"] == "holds")
    print("record.py: %d functions: %d hold, %d break" % (len(results), holds, len(results) - holds), file=sys.stderr)


if __name__ == "__main__":
    main()
