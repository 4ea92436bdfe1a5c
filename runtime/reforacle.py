"""Check runcases.py's traces with the reference's own concrete oracle.

    .venv/bin/python runtime/reforacle.py < request.json

The reference (clauz3 0.2.1, installed in .venv) evaluates a guarantee over
the trusted calls of a run with clauz3.differential_contracts.check_contract,
a plain-Python oracle of its own, independent of its prover. This script
imports the reference's package (not runtime/clauz3: this directory is taken
off sys.path first), each root's trusted modules and each case under it,
rebuilds every guarantee of the case's main from its source text with the
reference's own contracts, and evaluates it on the runs runtime/clauz3
recorded (runcases.py with "traces": k), comparing each verdict with the one
runtime/clauz3 gave. The request:

    {"roots": ["/abs/libraries/db", ...],
     "cases": {"/abs/.../tests/cases/x_pass.py": {"boundaries": {"read_rows": "tools.db.trusted.effects.read_rows"},
                                                  "traces": [{"calls": [...], "verdicts": [true]}]}}}

One JSON object per case is printed:

    {"case": path, "compared": n, "agree": a, "differ": ["..."], "unsupported": ["..."], "error": ""}

compared counts (trace, guarantee) pairs both oracles decided; unsupported
lists what the reference's oracle refuses to evaluate (ContractEvaluationError).
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import inspect
import json
import sys
import zlib
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]

import clauz3  # noqa: E402

if Path(clauz3.__file__).resolve().is_relative_to(HERE):
    raise SystemExit("reforacle.py must run with the reference's clauz3, not runtime/clauz3")

from clauz3.differential_contracts import ContractEvaluationError, check_contract  # noqa: E402


class Opaque:
    """A value runcases could not encode; equal only to the same spelling."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Opaque) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return f"Opaque({self.text})"


def decode(v: Any, ns: dict[str, Any]) -> Any:
    if isinstance(v, list):
        return [decode(x, ns) for x in v]
    if not isinstance(v, dict):
        return v
    if "$tuple" in v:
        return tuple(decode(x, ns) for x in v["$tuple"])
    if "$dict" in v:
        return {decode(k, ns): decode(x, ns) for k, x in v["$dict"]}
    if "$float" in v:
        return float(v["$float"])
    if "$class" in v:
        return ns.get(v["$class"], Opaque("class " + v["$class"]))
    if "$row" in v:
        cls = ns.get(v["$row"])
        fields = {k: decode(x, ns) for k, x in v["fields"].items()}
        return cls(**fields) if cls is not None else Opaque(f"{v['$row']}({fields})")
    if "$opaque" in v:
        return Opaque(v["$opaque"])
    raise ValueError(f"cannot decode {v!r}")


def guarantee_sources(path: Path) -> list[str]:
    """The argument of each @clauz3.guarantee(...) of main, top first."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "main":
            out = []
            for d in node.decorator_list:
                if isinstance(d, ast.Call) and len(d.args) == 1:
                    f = d.func
                    name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                    if name == "guarantee":
                        out.append(ast.unparse(d.args[0]))
            return out
    return []


def import_trusted(root: Path) -> None:
    for trusted in sorted(root.glob("tools/*/trusted")) + sorted(root.glob("tools/*/*/trusted")):
        for path in sorted(trusted.rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            importlib.import_module(".".join(parts))


def check_case(path: Path, info: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"case": str(path), "compared": 0, "agree": 0, "differ": [], "unsupported": [], "error": ""}
    name = "_clauz3_ref_case_" + str(zlib.crc32(str(path).encode()))
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(mod)
        sources = guarantee_sources(path)
    except Exception as exc:  # CPython refuses it (runcases.py reports it too)
        out["unsupported"].append(f"the case does not import: {type(exc).__name__}: {exc}")
        return out
    guarantees = []
    for src in sources:
        try:
            guarantees.append(eval(src, vars(mod)))  # noqa: S307 (the case's own guarantee text)
        except Exception as exc:  # say, a name that is not the module's (the case is about that)
            out["unsupported"].append(f"{src}: cannot be built at module scope: {type(exc).__name__}: {exc}")
            return out
    signatures = {}
    for short, qualified in info.get("boundaries", {}).items():
        module, _, fn = qualified.rpartition(".")
        obj = getattr(sys.modules.get(module), fn, None)
        if obj is None:
            out["error"] = f"the reference's import has no {qualified}"
            return out
        signatures[qualified] = inspect.signature(obj)
    ns = vars(mod)
    for trace in info.get("traces", []):
        verdicts = trace["verdicts"]
        if len(verdicts) != len(guarantees):
            out["error"] = f"{len(verdicts)} verdicts for {len(guarantees)} guarantees"
            return out
        effects = [(info["boundaries"].get(c["name"], c["name"]), (), {k: decode(v, ns) for k, v in c["args"].items()})
                   for c in trace["calls"]]
        for src, g, mine in zip(sources, guarantees, verdicts):
            try:
                theirs = check_contract(g, effects, signatures)
            except ContractEvaluationError as exc:
                why = f"{src}: {exc}"
                if why not in out["unsupported"]:
                    out["unsupported"].append(why)
                continue
            out["compared"] += 1
            if theirs == mine:
                out["agree"] += 1
            elif len(out["differ"]) < 3:
                calls = ", ".join(f"{c['name']}({c['args']})" for c in trace["calls"][:4])
                out["differ"].append(f"{src}: runtime/clauz3 says {mine}, the reference's oracle {theirs}, on {calls}")
    return out


def main() -> int:
    req = json.load(sys.stdin)
    cases: dict[str, dict[str, Any]] = req["cases"]
    for root_s in req["roots"]:
        root = Path(root_s).resolve()
        for name in list(sys.modules):
            if name == "tools" or name.startswith("tools."):
                del sys.modules[name]
        sys.path.insert(0, str(root))
        try:
            try:
                import_trusted(root)
            except Exception as exc:
                for c in sorted(cases):
                    if Path(c).resolve().is_relative_to(root):
                        print(json.dumps({"case": c, "compared": 0, "agree": 0, "differ": [], "unsupported": [],
                                          "error": f"importing the layer: {type(exc).__name__}: {exc}"}), flush=True)
                continue
            for c in sorted(cases):
                if Path(c).resolve().is_relative_to(root):
                    print(json.dumps(check_case(Path(c), cases[c])), flush=True)
        finally:
            sys.path.remove(str(root))
    return 0


if __name__ == "__main__":
    sys.exit(main())
