"""Harvests small programs from CPython's own test suite for the differential
test of pkg/python/compile: the doctest examples of every module under
test/ and every string constant of its test_*.py files that parses as a
module and contains something the compiler checks. Prints one JSON line
per program: {"src": SOURCE, "from": "FILE:LINE"}.

Usage: harvest.py STDLIB_DIR
"""
import ast
import doctest
import json
import os
import sys
import warnings

warnings.simplefilter("ignore")
sys.setrecursionlimit(10000)

WORDS = ("def", "class", "lambda", "yield", "await", "async", "global", "nonlocal",
         "return", "break", "continue", "import", "match", "try", "for", "while",
         "with", ":=", "*", "__debug__", "except")


def interesting(s):
    if len(s) < 4 or len(s) > 20000 or "\x00" in s:
        return False
    if not any(w in s for w in WORDS):
        return False
    try:
        ast.parse(s)
    except Exception:
        return False
    return True


def main():
    root = os.path.join(sys.argv[1], "test")
    seen = set()
    out = sys.stdout

    def emit(src, where):
        if src in seen:
            return
        seen.add(src)
        out.write(json.dumps({"src": src, "from": where}, ensure_ascii=False) + "\n")

    parser = doctest.DocTestParser()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for fn in sorted(filenames):
            if not fn.endswith(".py"):
                continue
            path = os.path.join(dirpath, fn)
            rel = os.path.relpath(path, sys.argv[1])
            try:
                with open(path, "rb") as f:
                    tree = ast.parse(f.read())
            except Exception:
                continue
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                    continue
                s = node.value
                if ">>>" in s:
                    try:
                        for ex in parser.get_examples(s):
                            if interesting(ex.source):
                                emit(ex.source, "%s:%d" % (rel, node.lineno + ex.lineno))
                    except Exception:
                        pass
                elif fn.startswith("test_") and interesting(s):
                    emit(s, "%s:%d" % (rel, node.lineno))


main()
