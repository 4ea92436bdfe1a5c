"""run_cases.py runs programs under CPython and records their trusted calls.

Reads JSON {"programs": [{"src": ..., "inputs": [[...], ...]}]} on stdin and
prints {"results": [[{"calls": [[kind, detail, level], ...], "raised": str|null}]]}.
The trusted layer, deal and clauz3 are replaced by recording stubs, so the
run is exactly what CPython does with the program's own code.
"""
import json
import sys
import types


def stub_modules(calls):
    def identity_decorator(*args, **kwargs):
        def wrap(f):
            return f
        return wrap

    deal = types.ModuleType("deal")
    for name in ("pre", "post", "ensure", "raises", "has"):
        setattr(deal, name, identity_decorator)
    clauz3 = types.ModuleType("clauz3")
    clauz3.guarantee = identity_decorator
    effects = types.ModuleType("tools.email.trusted.effects")

    def log_event(kind, detail="", level=0):
        calls.append([kind, detail, level])

    effects.log_event = log_event
    for name, mod in (("deal", deal), ("clauz3", clauz3), ("tools", types.ModuleType("tools")),
                      ("tools.email", types.ModuleType("tools.email")),
                      ("tools.email.trusted", types.ModuleType("tools.email.trusted")),
                      ("tools.email.trusted.effects", effects)):
        sys.modules[name] = mod


def main():
    spec = json.load(sys.stdin)
    out = []
    for prog in spec["programs"]:
        runs = []
        for args in prog["inputs"]:
            calls = []
            stub_modules(calls)
            env = {"__name__": "prog"}
            raised = None
            try:
                exec(compile(prog["src"], "prog.py", "exec"), env)
                env["main"](*args)
            except Exception as e:  # noqa: BLE001 - the exception is the result
                raised = type(e).__name__
            runs.append({"calls": calls, "raised": raised})
        out.append(runs)
    json.dump({"results": out}, sys.stdout)


main()
