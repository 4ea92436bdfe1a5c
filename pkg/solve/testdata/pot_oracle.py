"""A reference proof-of-thought interpreter for differential tests.

It follows doc PROOF-OF-THOUGHT.md (Z3JSONInterpreter.run) with the real
z3py (Debian's python3-z3 4.8.12): expressions are Python-evaluated with
the 13 whitelisted names, so every z3py coercion is the real one. The one
bug it does not copy is ArraySort(P, P) being reported as circular.

Usage: python3 pot_oracle.py PROGRAM.json...  -> one JSON line each:
{"ok": true, "answer": true|false|null, "sat": n, "unsat": n,
 "results": ["sat", ...]} or {"ok": false, "error": "..."}.
"""
import ast
import json
import sys

import z3

OPS = ["And", "Or", "Not", "Implies", "If", "Distinct", "Sum", "Product",
       "ForAll", "Exists", "Function", "Array", "BitVecVal"]

# clauz3's extension names (z3py functions of the same name), available
# when a program sets "_extensions": true; so are the sort types
# StringSort, FPSort(11, 53) and SeqSort(IntSort).
EXT = ["Xor", "Length", "PrefixOf", "SuffixOf", "Contains", "IndexOf", "SubString",
       "Concat", "StringVal", "IntVal", "BoolVal", "RealVal", "Unit", "Empty", "Replace",
       "StrToInt", "IntToStr", "ToReal", "ToInt", "IsInt", "Select", "Store", "BV2Int",
       "AtMost", "AtLeast", "RNE", "RTZ", "FPVal", "fpNaN", "fpPlusInfinity",
       "fpMinusInfinity", "fpPlusZero", "fpMinusZero", "fpAdd", "fpSub", "fpMul", "fpDiv",
       "fpRem", "fpSqrt", "fpRoundToIntegral", "fpNeg", "fpAbs", "fpMin", "fpMax", "fpLT",
       "fpLEQ", "fpGT", "fpGEQ", "fpEQ", "fpNEQ", "fpIsNaN", "fpIsInf", "fpIsZero",
       "fpIsNormal", "fpIsSubnormal", "fpIsNegative", "fpIsPositive", "fpToReal", "fpToSBV",
       "fpToFP", "Float64", "IntSort", "RealSort", "BoolSort", "StringSort", "SeqSort",
       "BitVecSort", "FPSort"]


def validate(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("__") and node.attr.endswith("__"):
            raise ValueError("dunder attribute")
        if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            raise ValueError("forbidden node")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("eval", "exec", "compile", "__import__"):
            raise ValueError("forbidden call")


def run(cfg):
    if cfg is None or not isinstance(cfg, dict):
        raise TypeError("program is not an object")
    for k, d in [("sorts", []), ("functions", []), ("constants", {}), ("knowledge_base", []),
                 ("rules", []), ("verifications", []), ("actions", []), ("variables", [])]:
        if k not in cfg:
            cfg[k] = d
    if not isinstance(cfg["constants"], dict):
        cfg["constants"] = {}
    sorts = {"BoolSort": z3.BoolSort(), "IntSort": z3.IntSort(), "RealSort": z3.RealSort()}
    ext = cfg.get("_extensions", False)
    if ext:
        sorts.update({"StringSort": z3.StringSort(), "FPSort(11, 53)": z3.Float64(),
                      "SeqSort(IntSort)": z3.SeqSort(z3.IntSort())})
    constants = {}
    defs = {}
    for sd in cfg["sorts"]:
        if "name" not in sd:
            raise ValueError("Sort definition missing 'name' field")
        defs[sd["name"]] = sd
    deps = {}
    for n, sd in defs.items():
        t = sd["type"]
        deps[n] = []
        if t.startswith("ArraySort("):
            parts = [s.strip() for s in t[len("ArraySort("):-1].split(",")]
            deps[n] = sorted(set(p for p in parts if p in defs))
    indeg = {n: len(deps[n]) for n in defs}
    users = {n: [] for n in defs}
    for n, ds in deps.items():
        for d in ds:
            users[d].append(n)
    queue = [n for n in defs if indeg[n] == 0]
    order = []
    while queue:
        n = queue.pop(0)
        order.append(n)
        for u in users[n]:
            indeg[u] -= 1
            if indeg[u] == 0:
                queue.append(u)
    if len(order) != len(defs):
        raise ValueError("Circular dependency detected in sorts")
    for n in order:
        sd = defs[n]
        t = sd["type"]
        if t == "DeclareSort":
            sorts[n] = z3.DeclareSort(n)
        elif t == "EnumSort":
            s, vals = z3.EnumSort(n, sd["values"])
            sorts[n] = s
            for v in vals:
                constants[str(v)] = v
        elif t.startswith("BitVecSort("):
            size = int(t[len("BitVecSort("):-1])
            if size <= 0 or size > 65536:
                raise ValueError("Invalid BitVecSort size")
            sorts[n] = z3.BitVecSort(size)
        elif t.startswith("ArraySort("):
            d, r = [s.strip() for s in t[len("ArraySort("):-1].split(",")]
            sorts[n] = z3.ArraySort(sorts[d], sorts[r])
        elif t in ("IntSort", "RealSort", "BoolSort"):
            sorts[n] = sorts[t]
        else:
            raise ValueError("Unknown sort type: " + t)

    def sort(name):
        if name not in sorts:
            raise ValueError("Sort '%s' not defined" % name)
        return sorts[name]

    functions = {}
    for f in cfg["functions"]:
        functions[f["name"]] = z3.Function(f["name"], *[sort(s) for s in f["domain"]], sort(f["range"]))
    for cat, cd in cfg["constants"].items():
        if "sort" not in cd or "members" not in cd:
            raise ValueError("Invalid constants definition")
        s = sort(cd["sort"])
        m = cd["members"]
        if isinstance(m, list):
            names = m
        elif isinstance(m, dict):
            names = list(m.keys())
        else:
            continue
        for nm in names:
            constants[nm] = z3.Const(nm, s)
    variables = {}
    for v in cfg["variables"]:
        variables[v["name"]] = z3.Const(v["name"], sort(v["sort"]))
    ops = {n: getattr(z3, n) for n in OPS + (EXT if ext else [])}

    def ev(s, extra=None):
        tree = ast.parse(s, mode="eval")
        validate(tree)
        ctx = {}
        ctx.update(functions)
        ctx.update(constants)
        ctx.update(variables)
        ctx.update(extra or {})
        return eval(compile(tree, "<expr>", "eval"), {"__builtins__": {}}, {**ops, **ctx})

    def qvars(lst, key):
        if not lst:
            raise ValueError("Empty '%s' list" % key)
        return {v["name"]: z3.Const(v["name"], sort(v["sort"])) for v in lst}

    solver = z3.Solver()
    for e in cfg["knowledge_base"]:
        if isinstance(e, str):
            solver.add(ev(e))
        elif isinstance(e, dict):
            x = ev(e["assertion"])
            solver.add(x if e.get("value", True) else z3.Not(x))
        else:
            raise ValueError("bad knowledge base entry")
    for r in cfg["rules"]:
        vs = {}
        if "forall" in r:
            if not r["forall"]:
                raise ValueError("Empty 'forall' list in rule")
            vs = {v["name"]: z3.Const(v["name"], sorts[v["sort"]]) for v in r["forall"]}
        if "implies" in r:
            if not vs:
                raise ValueError("Implication rules require quantified variables")
            a = ev(r["implies"]["antecedent"], vs)
            c = ev(r["implies"]["consequent"], vs)
            solver.add(z3.ForAll(list(vs.values()), z3.Implies(a, c)))
        elif "constraint" in r:
            c = ev(r["constraint"], vs)
            solver.add(z3.ForAll(list(vs.values()), c) if vs else c)
        else:
            raise ValueError("Invalid rule")
    verifs = {}
    for v in cfg["verifications"]:
        name = v.get("name", "unnamed_verification")
        if "exists" in v:
            vs = qvars(v["exists"], "exists")
            cond = z3.Exists(list(vs.values()), ev(v["constraint"], vs))
        elif "forall" in v:
            vs = qvars(v["forall"], "forall")
            imp = v["implies"]
            cond = z3.ForAll(list(vs.values()), z3.Implies(ev(imp["antecedent"], vs), ev(imp["consequent"], vs)))
        elif "constraint" in v:
            cond = ev(v["constraint"])
        else:
            raise ValueError("Invalid verification")
        verifs[name] = cond
    sat = unsat = 0
    results = []
    for a in cfg["actions"]:
        if a == "verify_conditions":
            sat = unsat = 0
            results = []
            solver.set("timeout", 10000)
            for name, cond in verifs.items():
                r = solver.check(cond)
                results.append(str(r))
                if r == z3.sat:
                    sat += 1
                elif r == z3.unsat:
                    unsat += 1
    answer = True if sat > 0 and unsat == 0 else False if unsat > 0 and sat == 0 else None
    return {"ok": True, "answer": answer, "sat": sat, "unsat": unsat, "results": results}


def main():
    for path in sys.argv[1:]:
        try:
            with open(path) as f:
                cfg = json.load(f)
            out = run(cfg)
        except Exception as e:  # noqa: BLE001 - every failure is an answer here
            out = {"ok": False, "error": "%s: %s" % (type(e).__name__, e)}
        print(json.dumps(out))


main()
