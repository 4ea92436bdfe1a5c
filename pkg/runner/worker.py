"""The CPython side of clauz3 run's trusted calls.

The Go interpreter runs the approved program; each call of a trusted
function (a function under a trusted root) comes here as one JSON line on
stdin and is performed by the real trusted layer, imported from the
trusted roots. One JSON line answers it on the protocol stream (the
original stdout; the worker's own stdout is redirected to stderr so that
nothing a trusted function writes can corrupt the protocol).

Requests:
    {"op": "init", "path": [dir, ...], "modules": [name, ...],
     "sources": {name: {"path": file, "text": source}, ...}}
    {"op": "call", "module": name, "name": fn, "args": [v, ...], "kwargs": {k: v}}
Answers:
    {"ok": true, "stdout": text}
    {"ok": true, "result": v, "stdout": text}
    {"ok": false, "exception": {"class": name, "message": text}, "stdout": text}
    {"ok": false, "error": text}
    {"ok": false, "mutated": text}

Values: null, true/false, JSON strings for str, {"int": "0x1f"} (hex),
{"float": "repr"}, JSON arrays for lists, {"tuple": [...]},
{"dict": [[k, v], ...]}, and a row of a trusted query (an instance of a
clauz3.Row subclass) as {"row": {"module": m, "class": c, "fields":
[[name, v], ...]}}. Anything else is refused.

The project's modules (the trusted layer, the packages above it, what it
imports from the project) are run from the sources clauz3 proved, given
in "sources", never read from disk again: a file changed after the proof
(even between the check and the import) is not what runs. The project's
directories are not on sys.path: a module the trusted layer imports that
is not among the sources comes from the standard library or the
installed packages (a project file named like one, yaml.py, inspect.py,
shadows nothing), or is not found.

A trusted function that changes an argument in place (appends to a list
passed to it) is refused with {"ok": false, "mutated": text}: clauz3
proved the program with the argument unchanged, which CPython would not
run.

A str holding a lone surrogate (U+D800..U+DFFF) never crosses to the
interpreter: clauz3 proves over Z3's strings and Go's, which cannot hold
one (Go's JSON decoder would turn it into U+FFFD, and the program would
take a branch CPython does not). A result or exception message holding
one is refused with {"ok": false, "surrogate": text}; every answer is
written as UTF-8 without escapes, so that no surrogate can reach the
interpreter by another way.
"""

import contextlib
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import io
import json
import os
import sys


class Proved(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds the project's modules among the sources clauz3 proved (and
    the packages above them), and runs those sources."""

    def __init__(self, sources):
        self.sources = sources

    def find_spec(self, fullname, path=None, target=None):
        src = self.sources.get(fullname)
        if src is None:
            if not any(name.startswith(fullname + ".") for name in self.sources):
                return None
            # a package above a proved module, without a source of its
            # own (a namespace package): empty
            spec = importlib.machinery.ModuleSpec(fullname, self, is_package=True)
            spec.submodule_search_locations = []
            return spec
        package = os.path.basename(src["path"]) == "__init__.py"
        spec = importlib.util.spec_from_loader(fullname, self, origin=src["path"], is_package=package)
        spec.has_location = True
        if package:
            spec.submodule_search_locations = []  # submodules only from here
        return spec

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        src = self.sources.get(module.__name__)
        if src is None:
            return
        code = compile(src["text"], src["path"], "exec", dont_inherit=True)
        exec(code, module.__dict__)


class Surrogate(ValueError):
    """A str holding a lone surrogate, which cannot cross to the interpreter."""


def check_str(s, what):
    """Refuse a str holding a lone surrogate (see the module doc)."""
    try:
        s.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise Surrogate(f"{what} holds the lone surrogate U+{ord(s[exc.start]):04X} (at index {exc.start} of a str)") from None
    return s


def decode(v):
    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, list):
        return [decode(x) for x in v]
    if isinstance(v, dict) and len(v) == 1:
        (tag, x), = v.items()
        if tag == "int":
            return int(x, 0)
        if tag == "float":
            return float(x)
        if tag == "tuple":
            return tuple(decode(e) for e in x)
        if tag == "dict":
            return {decode(k): decode(val) for k, val in x}
        if tag == "row":
            cls = getattr(importlib.import_module(x["module"]), x["class"])
            return cls(**{k: decode(val) for k, val in x["fields"]})
    raise ValueError(f"bad value in request: {v!r}")


def encode(v, depth=0):
    if depth > 100:
        raise ValueError("a result nested too deeply")
    if v is None or isinstance(v, bool):
        return v
    if isinstance(v, str):
        return check_str(str(v), "the result")
    if isinstance(v, int):
        return {"int": hex(v)}  # hex: CPython's 4300-digit limit is on decimal
    if isinstance(v, float):
        return {"float": repr(v)}
    if isinstance(v, list):
        return [encode(x, depth + 1) for x in v]
    if isinstance(v, tuple):
        return {"tuple": [encode(x, depth + 1) for x in v]}
    if isinstance(v, dict):
        return {"dict": [[encode(k, depth + 1), encode(x, depth + 1)] for k, x in v.items()]}
    if is_row(v):
        return {"row": {"module": check_str(type(v).__module__, "the result"), "class": check_str(type(v).__name__, "the result"),
                        "fields": [[check_str(n, "the result"), encode(getattr(v, n), depth + 1)] for n in row_fields(type(v))]}}
    raise ValueError(f"a trusted function returned a {type(v).__name__}, which cannot cross to the interpreter")


def is_row(v):
    return any(c.__name__ == "Row" and c.__module__.startswith("clauz3") for c in type(v).__mro__[1:])


def row_fields(cls):
    names = []
    for c in reversed(cls.__mro__):
        for n in c.__dict__.get("__annotations__", {}):
            if n not in names and not n.startswith("_"):
                names.append(n)
    return names


def main():
    proto = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    real_stdout = sys.stdout
    modules = {}
    files = {}

    def load(name):
        # The module CPython imports must be the file clauz3 proved: a
        # package of the same name later on sys.path (a namespace
        # package's top level loses to it) would be another program.
        mod = importlib.import_module(name)
        want = files.get(name)
        if want is not None:
            got = getattr(mod, "__file__", None) or ""
            if os.path.realpath(got) != os.path.realpath(want):
                raise ImportError(f"CPython imported {name} from {got or 'nowhere'}, not from {want}, the module clauz3 proved")
        return mod

    for line in sys.stdin:
        try:
            req = json.loads(line)
        except ValueError as exc:
            answer(proto, {"ok": False, "error": f"bad request: {exc}"})
            continue
        buf = io.StringIO()
        try:
            with contextlib.redirect_stdout(buf):
                if req["op"] == "init":
                    sources = req.get("sources") or {}
                    if sources:
                        sys.meta_path.insert(0, Proved(sources))
                        for name, src in sources.items():
                            files[name] = src["path"]
                    else:
                        sys.path[:0] = req["path"]
                    files.update(req.get("files") or {})
                    for name in req["modules"]:
                        modules[name] = load(name)
                    out = {"ok": True}
                elif req["op"] == "call":
                    mod = modules.get(req["module"]) or load(req["module"])
                    modules[req["module"]] = mod
                    fn = getattr(mod, req["name"])
                    args = [decode(a) for a in req["args"]]
                    kwargs = {k: decode(v) for k, v in req["kwargs"].items()}
                    before = (encode(args), {k: encode(v) for k, v in kwargs.items()})
                    try:
                        result = fn(*args, **kwargs)
                    except Exception as exc:  # the trusted function raised
                        out = {"ok": False, "exception": {"class": check_str(type(exc).__name__, "the exception's class"),
                                                          "message": check_str(str(exc), f"the message of the {type(exc).__name__} it raised")}}
                    else:
                        out = {"ok": True, "result": encode(result)}
                    # Under CPython the program would see a list or dict
                    # the trusted function changed in place; clauz3
                    # proved it unchanged (the interpreter keeps its own
                    # copy): the run stops there.
                    if (encode(args), {k: encode(v) for k, v in kwargs.items()}) != before:
                        out = {"ok": False, "mutated": f"{req['name']} changed an argument in place (a list, dict or row passed to it)"}
                else:
                    out = {"ok": False, "error": f"unknown op {req.get('op')!r}"}
        except Surrogate as exc:
            out = {"ok": False, "surrogate": str(exc)}
        except Exception as exc:
            out = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
        # What a trusted function printed is shown, never read by the
        # program: a lone surrogate in it is shown escaped.
        out["stdout"] = buf.getvalue().encode("utf-8", "backslashreplace").decode("utf-8")
        answer(proto, out)
    del real_stdout


def answer(proto, out):
    # Unescaped UTF-8: a lone surrogate anywhere in the answer fails to
    # encode here, before anything is written, and is refused.
    try:
        data = (json.dumps(out, ensure_ascii=False) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        data = (json.dumps({"ok": False, "surrogate": "the answer holds a lone surrogate", "stdout": ""}) + "\n").encode("ascii")
    proto.write(data)
    proto.flush()


if __name__ == "__main__":
    main()
