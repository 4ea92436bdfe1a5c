"""run.py runs generated programs under CPython for pkg/difftest.

It reads one JSON request per line on stdin:

    {"src": "...", "runs": [{"args": [V, ...], "results": {"get_int": [V, ...], ...}}]}

and writes one JSON line per request:

    {"runs": [{"calls": [[fn, tag, V, V...], ...], "raised": "ValueError" | null,
               "phase": "import" | "main", "args": [V, ...]}],
     "error": null}

where V is a tagged value: ["i", "0x1f"], ["f", "<16 hex digits of the
IEEE bits>"], ["s", "text"], ["b", true], ["n"], ["o", "repr"]. The
trusted layer (fx.trusted.effects), deal and clauz3 are replaced by
recording stubs; each get_* call returns the next of its results (cycling)
and is recorded with the value it returned, each log_* call with the value
it received. A run may give its arguments and results as Python source
instead ("args_py": "0, 'a'", "results_py": {"get_int": "1, 2"}); the
arguments are echoed back decoded. A run that takes longer than a few seconds is reported as
raised "<timeout>".
"""
import io
import json
import math
import signal
import struct
import sys
import types


class Timeout(BaseException):
    pass


def on_alarm(signum, frame):
    raise Timeout()


def dec(v):
    k = v[0]
    if k == "i":
        return int(v[1], 0)
    if k == "f":
        return struct.unpack(">d", bytes.fromhex(v[1]))[0]
    if k == "s":
        return v[1]
    if k == "b":
        return bool(v[1])
    if k == "n":
        return None
    raise ValueError("bad value %r" % (v,))


def enc(x):
    if isinstance(x, bool):
        return ["b", x]
    if isinstance(x, int):
        return ["i", hex(x)]
    if isinstance(x, float):
        return ["f", struct.pack(">d", x).hex()]
    if isinstance(x, str):
        # lone surrogates cannot cross JSON into Go intact
        if any(0xD800 <= ord(c) <= 0xDFFF for c in x):
            return ["o", "surrogate str " + ascii(x)]
        return ["s", x]
    if x is None:
        return ["n"]
    try:
        r = repr(x)
    except BaseException:  # noqa: BLE001
        r = "?"
    return ["o", type(x).__name__ + " " + r[:200]]


class State:
    calls = []
    results = {}
    pos = {}


def make_effects():
    m = types.ModuleType("fx.trusted.effects")

    def logger(name):
        def f(tag, x):
            State.calls.append([name, enc(tag), enc(x)])
        f.__name__ = name
        return f

    def getter(name):
        def f(tag):
            vals = State.results.get(name) or [None]
            i = State.pos.get(name, 0)
            State.pos[name] = i + 1
            # decoded per call: every result is a new object (a NaN
            # returned twice is not the same object twice)
            v = dec(vals[i % len(vals)]) if vals[0] is not None else None
            State.calls.append([name, enc(tag), enc(v)])
            return v
        f.__name__ = name
        return f

    for t in ("int", "str", "float", "bool"):
        setattr(m, "log_" + t, logger("log_" + t))
        setattr(m, "get_" + t, getter("get_" + t))

    def log_pair(tag, a, b="-"):
        State.calls.append(["log_pair", enc(tag), enc(a), enc(b)])

    m.log_pair = log_pair
    return m


def install():
    def identity_decorator(*args, **kwargs):
        def wrap(f):
            return f
        return wrap

    deal = types.ModuleType("deal")
    for name in ("pre", "post", "ensure", "raises", "has"):
        setattr(deal, name, identity_decorator)
    clauz3 = types.ModuleType("clauz3")
    clauz3.guarantee = identity_decorator
    fx = types.ModuleType("fx")
    trusted = types.ModuleType("fx.trusted")
    effects = make_effects()
    fx.trusted = trusted
    trusted.effects = effects
    sys.modules.update({"deal": deal, "clauz3": clauz3, "fx": fx, "fx.trusted": trusted,
                        "fx.trusted.effects": effects})


def run_one(code, run):
    State.calls = []
    State.results = {k: list(vs) for k, vs in (run.get("results") or {}).items()}
    for k, text in (run.get("results_py") or {}).items():
        State.results[k] = [enc(x) for x in eval("(" + text + ",)")]
    State.pos = {}
    if run.get("args_py") is not None:
        args = list(eval("(" + run["args_py"] + ",)")) if run["args_py"].strip() else []
    else:
        args = [dec(a) for a in run["args"]]
    raised = None
    phase = "import"
    env = {"__name__": "prog"}
    signal.setitimer(signal.ITIMER_REAL, 3.0)
    try:
        exec(code, env)
        phase = "main"
        env["main"](*args)
    except Timeout:
        raised = "<timeout>"
    except BaseException as e:  # noqa: BLE001 - the exception is the result
        raised = type(e).__name__
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return {"calls": State.calls, "raised": raised, "phase": phase, "args": [enc(a) for a in args]}


def main():
    signal.signal(signal.SIGALRM, on_alarm)
    install()
    out = sys.stdout
    sys.stdout = io.StringIO()
    sys.setrecursionlimit(10000)
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        req = json.loads(line)
        resp = {"runs": [], "error": None}
        try:
            code = compile(req["src"], "prog.py", "exec")
        except BaseException as e:  # noqa: BLE001
            resp["error"] = "compile: %s: %s" % (type(e).__name__, e)
            code = None
        if code is not None:
            for run in req["runs"]:
                resp["runs"].append(run_one(code, run))
                sys.stdout = io.StringIO()
        out.write(json.dumps(resp) + "\n")
        out.flush()


main()
