#!/usr/bin/env python3
"""pyast.py prints CPython's ast.parse of a Python file as clauz3's AST JSON.

It is the reference for the tree the parse stage emits (pkg/python/ast) and
the oracle of the parser's differential test.

    python3 tools/pyast.py FILE [--file-name NAME]
        prints one JSON document, {"_type":"Module",...}; the span "file" is
        NAME (default: FILE as given). Exit 1 with the SyntaxError on stderr
        when CPython cannot parse FILE.

    python3 tools/pyast.py --many [--file-name-base DIR] FILE...
    python3 tools/pyast.py --many -          (file names on stdin, one a line)
        prints one line per file: {"path":FILE,"ast":{...}} or
        {"path":FILE,"error":"SyntaxError: ..."}; span file names are FILE
        relative to DIR when given.

JSON shape (see pkg/python/ast and schema/pyast.schema.json): each node is an
object with "_type" (the CPython class), then the class's fields in _fields
order, then "span" {file,line,col,end_line,end_col} (1-based lines and byte
columns, end_col = end_col_offset+1) for classes with positions. Lists are
arrays, None is null, expr_context/operators are plain strings, Constant
values are tagged objects. On Python < 3.12 an empty "type_params" is added
where 3.12 has that field, so the shape is always 3.12's.
"""
import ast
import json
import os
import sys

_TYPE_PARAMS_AFTER = {
    "FunctionDef": "type_comment",
    "AsyncFunctionDef": "type_comment",
    "ClassDef": "decorator_list",
}
_HAS_TYPE_PARAMS = sys.version_info >= (3, 12)
_ENUM_BASES = (ast.expr_context, ast.boolop, ast.operator, ast.unaryop, ast.cmpop)


def constant(v):
    if v is None:
        return {"none": True}
    if v is Ellipsis:
        return {"ellipsis": True}
    if isinstance(v, bool):
        return {"bool": v}
    if isinstance(v, int):
        return {"int": str(v)}
    if isinstance(v, float):
        return {"float": repr(v)}
    if isinstance(v, complex):
        return {"complex": repr(v.imag)}
    if isinstance(v, str):
        if any(0xD800 <= ord(c) <= 0xDFFF for c in v):
            # JSON cannot carry surrogates faithfully (a reader turns a lone
            # one into U+FFFD and an adjacent pair into one character).
            return {"str_code_points": [ord(c) for c in v]}
        return {"str": v}
    if isinstance(v, bytes):
        return {"bytes": v.decode("latin-1")}
    raise TypeError("unexpected constant %r" % (v,))


def convert(node, fname):
    if isinstance(node, list):
        return [convert(x, fname) for x in node]
    if node is None:
        return None
    if isinstance(node, _ENUM_BASES):
        return type(node).__name__
    if not isinstance(node, ast.AST):
        return node
    cls = type(node).__name__
    out = {"_type": cls}
    for f in node._fields:
        v = getattr(node, f, None)
        if f == "value" and cls in ("Constant", "MatchSingleton"):
            out[f] = constant(v)
        elif isinstance(v, (list, ast.AST)) or v is None:
            out[f] = convert(v, fname)
        else:
            out[f] = v
        if not _HAS_TYPE_PARAMS and _TYPE_PARAMS_AFTER.get(cls) == f:
            out["type_params"] = []
    if "lineno" in node._attributes:
        line = node.lineno
        col = node.col_offset
        end_line = node.end_lineno if node.end_lineno is not None else line
        end_col = node.end_col_offset if node.end_col_offset is not None else col
        out["span"] = {
            "file": fname,
            "line": line,
            "col": col + 1,
            "end_line": end_line,
            "end_col": end_col + 1,
        }
    return out


def parse_file(path, fname):
    with open(path, "rb") as f:
        src = f.read()
    tree = ast.parse(src, filename=path)
    return convert(tree, fname)


def main(argv):
    args = argv[1:]
    many = False
    fname = None
    base = None
    files = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--many":
            many = True
        elif a == "--file-name" and i + 1 < len(args):
            fname = args[i + 1]
            i += 1
        elif a == "--file-name-base" and i + 1 < len(args):
            base = args[i + 1]
            i += 1
        elif a.startswith("--") and a != "-":
            print("pyast.py: unknown flag %s" % a, file=sys.stderr)
            return 2
        else:
            files.append(a)
        i += 1
    sys.setrecursionlimit(20000)
    if not many:
        if len(files) != 1:
            print(__doc__, file=sys.stderr)
            return 2
        try:
            doc = parse_file(files[0], fname if fname is not None else files[0])
        except (SyntaxError, ValueError, RecursionError, MemoryError) as e:
            print("pyast.py: %s: %s: %s" % (files[0], type(e).__name__, e), file=sys.stderr)
            return 1
        sys.stdout.write(json.dumps(doc, separators=(",", ":")))
        sys.stdout.write("\n")
        return 0
    if files == ["-"]:
        files = [line.rstrip("\n") for line in sys.stdin if line.strip()]
    out = sys.stdout
    for path in files:
        name = os.path.relpath(path, base) if base else path
        try:
            rec = {"path": path, "ast": parse_file(path, name)}
        except (SyntaxError, ValueError, RecursionError, MemoryError, OSError) as e:
            rec = {"path": path, "error": "%s: %s" % (type(e).__name__, e)}
        out.write(json.dumps(rec, separators=(",", ":")))
        out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
