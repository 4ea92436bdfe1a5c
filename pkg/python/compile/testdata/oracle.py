"""The differential oracle of pkg/python/compile: CPython's own verdict.

Reads JSON lines on stdin, each {"src": SOURCE} or {"path": FILE}, and
writes one JSON line per request:

  {"parse": false, "msg": ..., "line": N}            ast.parse refused it
  {"parse": true, "ok": true}                          compile() accepted it
  {"parse": true, "ok": false, "type": "SyntaxError",
   "msg": ..., "line": N, "col": N}                    compile() refused it

compile() runs with dont_inherit=True and optimize=0 (asserts compiled, as
`python3 prog.py` does); warnings are ignored.
"""
import ast
import json
import sys
import warnings

warnings.simplefilter("ignore")
sys.setrecursionlimit(10000)


def verdict(src, filename):
    try:
        ast.parse(src, filename)
    except (SyntaxError, ValueError, MemoryError, RecursionError) as e:
        return {"parse": False, "msg": str(getattr(e, "msg", e)), "line": getattr(e, "lineno", 0) or 0}
    try:
        compile(src, filename, "exec", dont_inherit=True, optimize=0)
    except SyntaxError as e:
        return {"parse": True, "ok": False, "type": type(e).__name__, "msg": e.msg,
                "line": e.lineno or 0, "col": e.offset or 0}
    except Exception as e:  # RecursionError, MemoryError, ValueError...
        return {"parse": True, "ok": False, "type": type(e).__name__, "msg": str(e), "line": 0, "col": 0}
    return {"parse": True, "ok": True}


def main():
    for line in sys.stdin:
        req = json.loads(line)
        if "path" in req:
            with open(req["path"], "rb") as f:
                src = f.read()
            name = req["path"]
        else:
            src = req["src"].encode("utf-8", "surrogatepass")
            name = "<snippet>"
        sys.stdout.write(json.dumps(verdict(src, name)) + "\n")
        sys.stdout.flush()


main()
