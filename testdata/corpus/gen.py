#!/usr/bin/env python3
"""gen.py writes the corpus of issue 18: small functions of the kind users
of deal write, one target each, grouped by construct, half that hold and
half that fail under CPython.

Run it from anywhere with CPython 3.11: `python3 gen.py`. It rewrites
`*.py` corpus modules (one per construct) and `cases.json` (each
function's file, construct, intended outcome and hint inputs) beside
itself, deterministically. It never decides an outcome: `record.py` runs
every function under CPython and records what actually happens; the
intended outcome only lets record.py say when this generator was wrong.

Most functions come from expression tables: gen.py evaluates each
expression under CPython and writes a function asserting its true value
(holds) and one asserting a wrong or negated value (fails). An expression
that raises gives a function declaring the exception with @deal.raises
(holds) and one letting it escape (fails). The parameter families are
written by hand: each holds by construction for every value of its
parameters' types that its @deal.pre admits, or fails on a hint input.
"""

import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# CHUNK is the most functions one corpus file holds.
CHUNK = 30

# cases[file] is the list of (name, construct, intent, source, hints).
cases = {}


def lit(v):
    """lit returns a Python source literal that evaluates to v."""
    if isinstance(v, bool) or v is None:
        return repr(v)
    if isinstance(v, int):
        return repr(v)
    if isinstance(v, float):
        if math.isnan(v):
            raise ValueError("nan has no literal")
        if math.isinf(v):
            return "math.inf" if v > 0 else "-math.inf"
        return repr(v)
    if isinstance(v, str):
        return repr(v)
    if isinstance(v, list):
        return "[" + ", ".join(lit(x) for x in v) + "]"
    if isinstance(v, tuple):
        if len(v) == 1:
            return "(" + lit(v[0]) + ",)"
        return "(" + ", ".join(lit(x) for x in v) + ")"
    if isinstance(v, frozenset):
        return "frozenset()" if not v else "frozenset(" + lit(set(v)) + ")"
    if isinstance(v, set):
        if not v:
            return "set()"
        return "{" + ", ".join(sorted((lit(x) for x in v))) + "}"
    if isinstance(v, dict):
        return "{" + ", ".join(lit(k) + ": " + lit(x) for k, x in v.items()) + "}"
    raise ValueError("no literal for %r" % (v,))


def has_nan(v):
    if isinstance(v, float):
        return math.isnan(v)
    if isinstance(v, (list, tuple, set, frozenset)):
        return any(has_nan(x) for x in v)
    if isinstance(v, dict):
        return any(has_nan(x) for x in v.values())
    return False


def wrong(v, i):
    """wrong returns a value that differs from v by CPython's ==."""
    if isinstance(v, bool):
        return not v
    if isinstance(v, int):
        return v + 1 if i % 2 == 0 else v - 1
    if isinstance(v, float):
        if math.isinf(v):
            return -v
        if i % 2 == 0:
            return math.nextafter(v, math.inf)
        w = v + 1.0
        return w if w != v else math.nextafter(v, -math.inf)
    if isinstance(v, str):
        return v + "!" if i % 2 == 0 else v[1:] if v else "?"
    if isinstance(v, list):
        return v + [0] if i % 2 == 0 else v[1:] if v else [None]
    if isinstance(v, tuple):
        return v + (0,)
    if isinstance(v, frozenset):
        return v | {999}
    if isinstance(v, set):
        return v | {999} if i % 2 == 0 else v - {next(iter(sorted(v, key=repr)))} if v else {0}
    if isinstance(v, dict):
        w = dict(v)
        w["zz"] = 0
        return w
    if v is None:
        return 0
    raise ValueError("no wrong value for %r" % (v,))


def evaluate(setup, expr):
    """evaluate runs setup and expr under this CPython: (True, value) or
    (False, exception class name)."""
    import random  # noqa: F401  (the namespace of the corpus modules)
    ns = {"math": math, "re": re, "os": os, "random": random}
    try:
        exec(setup, ns)
        return True, eval(expr, ns)
    except Exception as e:  # the outcome, recorded
        t = type(e)
        return False, t.__name__ if t.__module__ == "builtins" else t.__module__ + "." + t.__qualname__


def add(file, name, construct, intent, src, hints=None):
    cases.setdefault(file, []).append((name, construct, intent, src, hints or []))


OTHER_EXC = {"ZeroDivisionError": "ValueError", "ValueError": "TypeError", "OverflowError": "ValueError",
             "TypeError": "ValueError", "KeyError": "IndexError", "IndexError": "KeyError",
             "AttributeError": "TypeError", "RecursionError": "ValueError"}


def function(name, setup, expr, style, cond, raises=None):
    lines = []
    if raises:
        lines.append("@deal.raises(%s)" % raises)
    if style == "post" and cond:
        lines.append("@deal.post(lambda r: %s)" % cond)
    lines.append("def %s():" % name)
    for s in setup.split("\n") if setup else []:
        lines.append("    " + s)
    if style == "post" or not cond:
        lines.append("    return %s" % expr)
    else:
        lines.append("    r = %s" % expr)
        lines.append("    assert %s" % cond)
    return "\n".join(lines)


NUM = re.compile(r"(?<![\w.'\"])(\d+\.\d*(?:e[+-]?\d+)?|\d+e[+-]?\d+|\d+)(?![\w.'\"])")


def pin(expr):
    """pin replaces the first nonzero numeric literal of expr (outside
    strings) by a parameter: (expr', param, annotation, literal), or None.
    A precondition `param == literal` then admits exactly that value (no
    other float equals a nonzero finite float; no other int an int)."""
    if "'" in expr or '"' in expr:
        return None
    for m in NUM.finditer(expr):
        text = m.group(1)
        v = float(text) if any(ch in text for ch in ".e") else int(text)
        if v == 0 or (isinstance(v, float) and not math.isfinite(v)):
            continue
        p, ann = ("x", "float") if isinstance(v, float) else ("n", "int")
        if re.search(r"\b%s\b" % p, expr):
            return None
        return expr[:m.start(1)] + p + expr[m.end(1):], p, ann, text
    return None


def table(file, construct, entries, styles=("assert", "post"), pinned=None):
    """table adds a holding and a failing function per entry. An entry is
    an expression, or (setup statements separated by newlines, expression).
    With pinned, it also writes to that file the same pair with the first
    numeric literal of the expression turned into a parameter that a
    @deal.pre pins to the literal's value, so that the expression is
    evaluated symbolically rather than folded."""
    for i, e in enumerate(entries):
        setup, expr = ("", e) if isinstance(e, str) else e
        ok, v = evaluate(setup, expr)
        style = styles[i % len(styles)]
        base = "%s_%03d" % (construct, i)
        table_pair(file, construct, base, i, setup, expr, ok, v, style, None)
        pn = pin(expr) if pinned and not setup else None
        if pn:
            table_pair(pinned, construct, "%s_p%03d" % (construct, i), i, setup, pn[0], ok, v, style, pn[1:])


def table_pair(file, construct, base, i, setup, expr, ok, v, style, pn):
    """table_pair adds the holding and the failing function of one entry."""
    if not ok:
        hold = function(base + "_h", setup, expr, style, None, raises=v)
        bad = function(base + "_f", setup, expr, style, None, raises=OTHER_EXC.get(v) if i % 2 else None)
    elif isinstance(v, bool):
        hold = function(base + "_h", setup, expr, style, "r" if v else "not r")
        bad = function(base + "_f", setup, expr, style, "not r" if v else "r")
    elif isinstance(v, float) and math.isnan(v):
        hold = function(base + "_h", setup, expr, style, "r != r")
        bad = function(base + "_f", setup, expr, style, "r == r")
    elif isinstance(v, float) and v == 0.0:
        s = math.copysign(1.0, v)
        if i % 2:
            hold = function(base + "_h", setup, expr, style, "r == 0.0 and math.copysign(1.0, r) == %r" % s)
            bad = function(base + "_f", setup, expr, style, "r == 0.0 and math.copysign(1.0, r) == %r" % -s)
        else:
            hold = function(base + "_h", setup, expr, style, "r == 0.0 and str(r) == '0.0'" if s > 0 else "r == 0.0 and str(r) == '-0.0'")
            bad = function(base + "_f", setup, expr, style, "r == 0.0 and str(r) == '0.0'" if s < 0 else "r == 0.0 and str(r) == '-0.0'")
    else:
        if has_nan(v):
            raise SystemExit("gen.py: %s: %r holds a nan; write the entry otherwise" % (base, expr))
        hold = function(base + "_h", setup, expr, style, "r == %s" % lit(v))
        if i % 3 == 2:
            bad = function(base + "_f", setup, expr, style, "r != %s" % lit(v))
        else:
            bad = function(base + "_f", setup, expr, style, "r == %s" % lit(wrong(v, i)))
    hints = []
    if pn:
        p, ann, text = pn
        hold = pinned_src(hold, p, ann, text)
        bad = pinned_src(bad, p, ann, text)
        hints = ["(%s,)" % text]
    add(file, base + "_h", construct, "holds", hold, hints)
    add(file, base + "_f", construct, "breaks", bad, hints)


def pinned_src(src, p, ann, text):
    """pinned_src gives the function of src the parameter p: ann, pinned
    to the literal text by a precondition."""
    lines = src.split("\n")
    k = next(j for j, line in enumerate(lines) if line.startswith("def "))
    lines[k] = lines[k].replace("():", "(%s: %s):" % (p, ann))
    lines.insert(0, "@deal.pre(lambda %s: %s == %s)" % (p, p, text))
    return "\n".join(lines)


# --- floats and true division -------------------------------------------

FV = [0.1, 0.2, 0.3, 1.0, -0.0, 0.0, 1e308, 5e-324, 2.5, -7.25, 1e16, 3.0, math.inf, -math.inf, 2.0 ** -1074 * 3,
      1.7976931348623157e308, -1.5, 2.2250738585072014e-308, 9007199254740993.0, 0.5]


def flit(v):
    if math.isnan(v):
        return "math.nan"
    s = lit(v)
    return "(%s)" % s if s.startswith("-") else s


def float_arith():
    ents = []
    ops = ["+", "-", "*"]
    k = 0
    for a in FV:
        for b in FV:
            k += 1
            if k % 7 == 0:
                ents.append("%s %s %s" % (flit(a), ops[k % 3], flit(b)))
    ents += ["0.1 + 0.2", "0.1 + 0.2 == 0.3", "1e16 + 1.0", "1e16 + 2.0", "-0.0 + 0.0", "-0.0 - 0.0", "-0.0 * -0.0",
             "0.0 * -1.0", "math.inf * 0.0", "math.inf - math.inf", "math.inf + math.inf", "5e-324 * 0.5",
             "5e-324 * 0.6", "1e308 + 1e308", "-1e308 * 10.0", "math.nan + 1.0", "math.nan == math.nan",
             "math.nan != math.nan", "math.nan < 1.0", "math.nan >= math.nan", "-math.inf < -1e308", "1.0 - 0.9",
             "3 * 0.1", "0.1 * 3 == 0.3", "2.0 ** 53 + 1.0", "-(0.0)", "-(-0.0)", "+(-0.0)", "1e-320 * 1e10",
             "0.1 + 0.2 > 0.3", "1.5 + 1", "True + 0.5", "7 - 0.25", "(1e308 * 10.0) - (1e308 * 10.0)"]
    table("floats", "float_arith", ents, pinned="pinned_floats")


def true_division():
    ents = ["1 / 3", "7 / 2", "-7 / 2", "1 / 0", "1.0 / 0.0", "0.0 / 0.0", "-1.0 / 0", "0 / 5", "0 / -5", "-0.0 / 5",
            "10 ** 400 / 10 ** 399", "2 ** 1100 / 1", "2 ** 1100 / 2 ** 1050", "1 / 10 ** 400", "-1 / 10 ** 400",
            "(2 ** 53 + 1) / 1", "(2 ** 53 + 3) / 1", "9007199254740993 / 1 == 9007199254740992.0",
            "1 / 3 * 3 == 1", "2 / 3 + 1 / 3", "1.0 / 3.0", "1e308 / 1e-308", "5e-324 / 2.0", "5e-324 / 3.0",
            "1 / math.inf", "-1 / math.inf", "math.inf / math.inf", "math.inf / 0.5", "math.nan / 1.0", "6 / 3",
            "type(6 / 3) is float", "True / 2", "3 / True", "1 / False", "(10 ** 17 + 1) / 10",
            "10 ** 308 * 10 / 1", "-(10 ** 400) / 3", "7 / -0.0", "0.1 / 0.3", "100 / 7 == 14.285714285714286",
            "1 / 49 * 49 == 1.0", "4.0 / 2", "(2 ** 1024 - 2 ** 970) / 1", "(2 ** 1024 - 2 ** 970 - 1) / 1",
            "(2 ** 1024 - 2 ** 969) / 1"]
    table("floats", "true_division", ents, pinned="pinned_floats")


def float_floordiv_mod_pow():
    ents = ["7.0 % 3.0", "-7.0 % 3.0", "7.0 % -3.0", "-7.0 % -3.0", "0.0 % 5.0", "-0.0 % 5.0", "0.0 % -5.0",
            "-0.0 % -5.0", "5.5 % 0.0", "5.0 % math.inf", "-5.0 % math.inf", "5.0 % -math.inf", "math.inf % 2.0",
            "math.nan % 2.0", "1e308 % 3.0", "0.1 % 0.01", "7.5 // 2.0", "-7.5 // 2.0", "7.5 // -2.0", "7 // 2.0",
            "-0.0 // 1.0", "0.0 // -1.0", "1.0 // 0.0", "1.0 // math.inf", "-1.0 // math.inf", "math.inf // 1.0",
            "1e308 // 1e-308", "0.7 // 0.1", "divmod(7.0, 2.0)", "divmod(-7.0, 2.0)", "2.0 ** 10", "2.0 ** -1",
            "2 ** -1", "2 ** -2 == 0.25", "0.0 ** 0", "0.0 ** -1", "10.0 ** 400", "(-2.0) ** 3", "(-8.0) ** 2",
            "1.0 ** math.nan", "math.nan ** 0", "2.0 ** 0.5", "4.0 ** 0.5", "math.inf ** -1", "(-0.0) ** 3",
            "(-0.0) ** 2", "3 % 2.5", "-3 % 2.5", "10 ** 20 % 7.0", "2.0 ** 1023 * 2", "1.5 ** 2",
            "(-1.0) ** 0.5 == 1", "0.5 ** 1075", "0.5 ** 1074"]
    table("floats2", "float_floordiv_mod_pow", ents, pinned="pinned_floats2")


def float_conversions():
    ents = ["float(3)", "float(True)", "float(-0)", "float('nan') != float('nan')", "float('inf')", "float('-inf')",
            "float('1e3')", "float(' 2.5 ')", "float('-0')", "float('1_000.5')", "float('0x10')", "float('abc')",
            "float(2 ** 1024)", "float(2 ** 53 + 1)", "float('1e400')", "float('infinity')", "float('-NaN') != 0",
            "int(2.7)", "int(-2.7)", "int(-0.0)", "int(1e20)", "int(math.inf)", "int(math.nan)", "int(5e-324)",
            "int('12')", "int(' -7 ')", "int('1.5')", "int(True)", "round(2.5)", "round(3.5)", "round(-0.5)",
            "round(0.5)", "round(-1.5)", "round(2.675, 2)", "round(1.25, 1)", "round(math.inf)", "round(math.nan)",
            "round(7.0)", "round(1234.5678, -2)", "round(17, -1)", "round(25, -1)", "round(-0.4)", "abs(-0.0)",
            "abs(-math.inf)", "abs(-2.5)", "abs(-(2 ** 70))", "abs(math.nan) != abs(math.nan)", "min(1.0, 2)",
            "min(2, 1.0)", "min(0.0, -0.0)", "min(-0.0, 0.0)", "max(0.0, -0.0)", "max(-0.0, 0.0)", "min(1.0, math.nan)",
            "min(math.nan, 1.0)", "max(1.0, math.nan)", "max(math.nan, 1.0)", "max(1, 1.0)", "max(1.0, 1)",
            "max([3.5, -1.0, 2])", "min(3, 2.5, 7)", "float(10 ** 308) == 1e308", "int(1e308) == 10 ** 308",
            "int(2.0 ** 60) == 2 ** 60", "round(2.5) + round(3.5)", "type(round(2.5)) is int",
            "type(round(2.5, 0)) is float", "bool(0.0)", "bool(-0.0)", "bool(math.nan)", "float(int(-2.5))"]
    table("floats2", "float_conversions", ents, pinned="pinned_floats2")


def int_float_compare():
    ents = ["2 ** 53 + 1 == float(2 ** 53 + 1)", "2 ** 53 + 1 == 2.0 ** 53", "2 ** 53 == 2.0 ** 53",
            "2 ** 53 + 1 > 2.0 ** 53", "2 ** 53 + 1 < 2.0 ** 53 + 2", "10 ** 400 > 1e308", "10 ** 400 < math.inf",
            "-(10 ** 400) > -math.inf", "1 == 1.0", "0 == -0.0", "0 < -0.0", "math.nan != 0", "math.nan == 0",
            "True == 1.0", "2 ** 1024 > 1.7976931348623157e308", "2 ** 1024 == math.inf", "1 < 1.0000000000000002",
            "3 == 3.0000000000000004", "10 ** 16 + 1 == 1e16", "10 ** 16 + 1 > 1e16", "10 ** 16 + 2 == 1e16 + 2",
            "-1 < -0.5", "-1 > -1.5", "7 >= 7.0", "7 <= 6.999999999999999", "2 ** 63 == 9.223372036854776e18",
            "2 ** 63 - 1 == 9.223372036854776e18", "2 ** 63 - 1 < 9.223372036854776e18", "0 == 5e-324", "0 < 5e-324",
            "-(2 ** 60) == -1.152921504606847e18", "max(2 ** 53 + 1, 2.0 ** 53)", "min(2 ** 53 + 1, 2.0 ** 53 + 2)",
            "1 in [1.0]", "1.0 in {1}", "(2 ** 53 + 1) in {2.0 ** 53}", "[1, 2] == [1.0, 2.0]", "(0,) == (-0.0,)",
            "sorted([2.5, 1, 2])", "2 ** 53 + 1 != 9007199254740992.0"]
    table("floats2", "int_float_compare", ents, pinned="pinned_floats2")


def math_module():
    ents = ["math.floor(2.5)", "math.floor(-2.5)", "math.floor(-0.0)", "math.floor(math.inf)", "math.floor(math.nan)",
            "math.floor(1e300) == 10 ** 300", "math.floor(7)", "math.ceil(2.1)", "math.ceil(-2.1)", "math.ceil(-0.5)",
            "math.ceil(math.inf)", "math.ceil(5e-324)", "math.trunc(-2.7)", "math.trunc(2.7)", "math.trunc(math.nan)",
            "math.fabs(-3)", "math.fabs(-0.0)", "math.fabs(-math.inf)", "math.copysign(3.0, -0.0)",
            "math.copysign(-2, 1)", "math.copysign(1.0, math.nan) in (1.0, -1.0)", "math.isnan(math.nan)",
            "math.isnan(math.inf)", "math.isnan(0)", "math.isinf(-math.inf)", "math.isinf(1e308)",
            "math.isinf(1e308 * 10)", "math.isfinite(5e-324)", "math.isfinite(math.nan)", "math.isfinite(10 ** 300)",
            "math.isclose(0.1 + 0.2, 0.3)", "math.isclose(1.0, 1.1)", "math.isclose(1.0, 1.1, rel_tol=0.1)",
            "math.isclose(0.0, 1e-10)", "math.isclose(0.0, 1e-10, abs_tol=1e-9)", "math.isclose(1.0, 1.0, rel_tol=-1)",
            "math.isclose(math.inf, math.inf)", "math.isclose(math.nan, math.nan)", "math.sqrt(2.0)", "math.sqrt(16)",
            "math.sqrt(-1.0)", "math.sqrt(-0.0)", "math.sqrt(math.inf)", "math.sqrt(2.0) ** 2 == 2.0",
            "math.sqrt(1e-320)", "math.fmod(-7.0, 3.0)", "math.fmod(7.0, -3.0)", "math.fmod(7.0, 0.0)",
            "math.fmod(math.inf, 1.0)", "math.fmod(-0.0, 1.0)", "math.gcd(12, 18)", "math.gcd(0, 0)", "math.gcd(-4, 6)",
            "math.gcd(2 ** 100, 2 ** 80 * 3)", "math.lcm(4, 6)", "math.lcm(0, 5)", "math.lcm(-4, 6)",
            "math.prod([1, 2, 3, 4])", "math.prod([])", "math.prod([0.5, 4])", "math.prod([2] * 70) == 2 ** 70",
            "math.inf > 1e308", "math.pi", "math.e", "math.tau == 2 * math.pi", "math.pi > 3.14159",
            "math.exp(0)", "math.log(1.0)", "math.sin(0.0)", "math.log(-1.0)", "math.log10(1000) == 3.0",
            "math.cos(math.pi) == -1.0", "math.floor(-5e-324)", "math.ceil(-5e-324)"]
    table("mathmod", "math", ents, pinned="pinned_math")


def sets():
    ents = ["{1, 2} | {2, 3}", "{1, 2} & {2, 3}", "{1, 2} - {2, 3}", "{1, 2} ^ {2, 3}", "{1, 2} <= {1, 2, 3}",
            "{1, 2} < {1, 2}", "{1, 2} == {2, 1}", "{1, 2} != {1, 2, 3}", "{1, 2}.isdisjoint({3})",
            "{1}.issubset({1, 2})", "{1, 2}.issuperset({3})", "set()", "len(set())", "set() == frozenset()",
            "frozenset({1, 2}) == {1, 2}", "len({1, 1.0, True})", "3 in {1, 2, 3}", "'a' in {'b'}", "set([1, 2, 2, 3])",
            "set('hello')", "len(set('mississippi'))", "{x % 3 for x in range(10)}", "{x * x for x in [-2, 2, 3]}",
            ("s = {1}\ns.add(2)\ns.add(1)", "s"), ("s = {1, 2}\ns.discard(5)", "s"), ("s = {1, 2}\ns.remove(5)", "s"),
            ("s = {1, 2}\ns.remove(2)", "s"), ("s = {1, 2}\nt = s\nt.add(9)", "s"), ("s = {1, 2}\nt = set(s)\nt.add(9)", "s"),
            "{1, 2}.union([3], (4,))", "{1, 2, 3}.intersection([2, 3, 4])", "{1, 2, 3}.difference({1})",
            "{1, 2}.symmetric_difference({2, 5})", "frozenset([1, 2]) | {3}", "{3} | frozenset([1])",
            "type({3} | frozenset([1])) is set", "type(frozenset([1]) | {3}) is frozenset",
            "{1, 2} < {1, 2, 3}", "{1, 4} <= {1, 2, 3}", "{1, 2} > {1}", "{0} == {-0.0}", "{0.0, -0.0}",
            "sum({1, 2, 3})", "max({4, 9, 2})", "min({'b', 'a'})", "sorted({3, 1, 2})", "sorted({3, 1, 2}, reverse=True)",
            "any({0, ''})", "all({1, 'a'})", "{(1, 2), (1, 2)}", "{1, 2} == [1, 2]", "{1, 2} <= [1, 2]",
            ("s = set()\nfor i in range(5):\n    s.add(i % 2)", "s"), ("s = {1, 2, 3}\ns.pop()\ns.pop()", "len(s)"),
            ("s = set()\ns.pop()", "s"), "{'é', 'e'} == {'e', 'é'}", "len({10 ** 30, 10 ** 30 + 0})",
            ("s = {1, 2}\ns |= {3}", "s"), ("s = {1, 2}\ns &= {2}", "s"), ("s = {1, 2}\ns -= {1, 7}", "s"),
            "{[1]}", "frozenset() in {frozenset()}", "{1, 2}.copy() == {2, 1}", "set(range(3)) == {0, 1, 2}",
            ("s = {5}\ns.clear()", "s"), "{1} | {1} is not {1}",
            "{1, 2}.intersection([1], [2])", "{1, 2}.difference([1], [2])", ("s = {1}\ns.update([2], [3])", "s"),
            "{1}.issubset([1, 2])", "{1} <= [1]", "{1}.isdisjoint([2])", "{1}.union()", "{1}.symmetric_difference([1], [2])",
            "{1} | [2]", "{1}.union('ab') == {1, 'a', 'b'}", "type(frozenset([1]).union([2])) is frozenset",
            ("s = {1}\ns.add([2])", "s"), ("s = {1}\ns.discard([2])", "s"), ("s = {frozenset([1])}\ns.remove({1})", "len(s)"),
            "{1, True}", "len({0, False, 0.0})", "{1} == frozenset({1})", "set({'a': 1})", "set([(1, 2)])",
            ("s = {1, 2}\ns.intersection_update([2])", "s"), ("s = {1, 2}\ns.difference_update([1], [2])", "s"),
            "{1} ^ {1}", "min({3, 1})", "sum({0.1, 0.2, 0.3})", "sum({1e16, 1.0, -1e16})", "list({3, 1, 2})",
            "next(iter({5, 3}))", "list({8, 0})", "list({16, 8, 0})", "[x for x in {9, 1}]", "tuple({2, 10})",
            "{1, 2, 3} - {2} | {5}", "{1, 2} & {2, 3} | {4} - {4}", "len(set(range(100)) - set(range(0, 100, 2)))",
            "{2 ** 64, 0} == {0, 2 ** 64}", "{-1, -2} == {-2, -1}", "{math.inf} == {float('inf')}", "{0.1 + 0.2} == {0.3}"]
    table("sets", "sets", ents)


def lists():
    ents = ["[1, 2] + [3]", "[1, 2] * 2", "[0] * 0", "[0] * -3", "3 * [7]", "2 in [1, 2]", "[] in [[]]",
            "[1, 2] < [1, 3]", "[1, 2] < [1, 2, 0]", "[2] > [1, 99]", "[1, 2] == [1, 2]", "[1, 'a'] < [1, 2]",
            "[] < [0]", "[[1], [0]] > [[1]]", "[1, 2, 3].index(2)", "[1, 2, 3].index(9)", "[1, 2, 1, 1].count(1)",
            ("xs = [1]\nxs.append(2)", "xs"), ("xs = [1]\nxs.extend([2, 3])", "xs"), ("xs = [1, 3]\nxs.insert(1, 2)", "xs"),
            ("xs = [1, 3]\nxs.insert(-100, 0)", "xs"), ("xs = [1, 3]\nxs.insert(100, 9)", "xs"), ("xs = [1, 2, 3]\ny = xs.pop()", "(xs, y)"),
            ("xs = [1, 2, 3]\ny = xs.pop(0)", "(xs, y)"), ("xs = []\nxs.pop()", "xs"), ("xs = [1, 2]\nxs.pop(5)", "xs"),
            ("xs = [1, 2, 1]\nxs.remove(1)", "xs"), ("xs = [1, 2]\nxs.remove(3)", "xs"), ("xs = [1, 2, 3]\nxs.reverse()", "xs"),
            ("xs = [3, 1, 2]\nxs.sort()", "xs"), ("xs = [3, 1, 2]\nxs.sort(reverse=True)", "xs"),
            ("xs = ['bb', 'a', 'ccc']\nxs.sort(key=len)", "xs"), ("xs = [3, 1, 2]\nys = sorted(xs)", "(xs, ys)"),
            "sorted([3, 1, 2], reverse=True)", "sorted(['b', 'A', 'a'])", "sorted([1, 'a'])", "list(reversed([1, 2, 3]))",
            "min([3, 1, 2])", "max([3, 1, 2])", "min([])", "sum([1, 2, 3])", "sum([])", "sum([0.1] * 10)",
            "sum([0.1] * 10) == 1.0", "any([0, 0, 1])", "any([])", "all([])", "all([1, 0])",
            ("a = [1]\nb = a\nb.append(2)", "a"), ("a = [1]\nb = a[:]\nb.append(2)", "a"), ("a = [1]\nb = a\nb += [3]", "a"),
            ("a = [1]\nb = a\nb = b + [3]", "a"), ("a = [[0]] * 2\na[0].append(1)", "a"), "len([1, [2, 3]])",
            "[1, 2][5]", "[1, 2][-1]", "[1, 2][-3]", ("xs = [1, 2]\nxs[0] = 9", "xs"), ("xs = [1, 2]\ndel xs[0]", "xs"),
            "list('abc')", "list(range(2, 8, 3))", "[x * 2 for x in [1, 2, 3] if x != 2]", "[1, 2].__len__()",
            ("xs = [1, 2, 3]\nxs.clear()", "xs"), "[1, 2, 3].copy()", "[1, 2] == (1, 2)", "[1] + (2,)",
            "[math.nan] == [math.nan]", ("x = math.nan", "[x] == [x]"), "[float('nan')] == [float('nan')]",
            "[0.0] == [-0.0]", "[1, 2] != [1, 2.0]", "max([[1], [0, 5]])", "sorted([[2], [1, 9], [1]])",
            ("xs = [4, 5]\nfor i, x in enumerate(xs):\n    xs[i] = x * 10", "xs"), "list(zip([1, 2], 'ab'))",
            ("a = [1, 2]\nb = a\na += [3]", "b"), ("a = [1, 2]\nb = a\na = a + [3]", "b"), ("a = [[]] * 3\na[0].append(1)", "a"),
            ("a = [[] for _ in range(3)]\na[0].append(1)", "a"), ("a = [1, 2, 3]\nb = a\nb[:] = []", "a"),
            ("a = [1, 2, 3]\nb = a[:]\nb[:] = []", "a"), ("a = [3, 1, 2]\nb = a\nb.sort()", "a"),
            ("a = [3, 1, 2]\nb = sorted(a)\nb.append(0)", "a"), ("a = [1, 2]\nb = a\nb *= 2", "a"),
            ("a = [1, 2]\nb = a\nb = b * 2", "a"), ("a = [1]\nb = [a, a]\na.append(2)", "b"),
            ("a = [1, 2, 3]\ndel a[-1]", "a"), ("a = [1, 2, 3]\ndel a[5]", "a"), ("a = [1, 2, 3]\na[1:2] = [7, 8, 9]", "a"),
            ("a = [1, 2, 3, 4]\na[::2] = [0]", "a"), ("a = [1, 2, 3]\na[-1] += 10", "a"), ("a = []\na.insert(0, 1)\na.insert(0, 2)", "a"),
            ("a = [1, 2, 1, 2]\na.remove(2)", "a"), ("a = [1, 2, 3]\nx = a.pop(-2)", "(a, x)"), ("a = [1, 2, 3]\na.pop(-4)", "a"),
            "[1, 2, 3].index(3, 1)", "[1, 2, 3].index(1, 1)", "[1] * -1", "[1, 2] * True", "[True] == [1]", "[1, 2] == [1.0, 2.0]",
            "[] == ()", "[[1, 2], [3]] == [[1, 2], [3]]", "[1, [2, [3]]] < [1, [2, [4]]]", "[1, 2] < [1, 'a']", "[1] < [1.5]",
            "sorted([3, 1, 2], key=lambda v: -v)", "sorted(['b', 'A', 'a'], key=str.lower)", "sorted([(1, 'b'), (1, 'a')], key=lambda t: t[0])",
            "min([3, 1, 2], key=lambda v: -v)", "max(['a', 'bb', 'c'], key=len)", "max([], default=7)", "sum([[1], [2]], [])",
            "sum([1.5, 2.5])", "sum([True, True])", "any(x > 2 for x in [1, 2, 3])", "all(x > 0 for x in [])",
            "[x for x in range(5) if x % 2][::-1]", "list(reversed([]))", "len([[]] * 3)", "[0] * 3 == [0, 0, 0]",
            ("a = [1, 2, 3]\nfor x in a[:]:\n    a.remove(x)", "a"), ("a = [1, 2, 3]\nb = a\na.clear()", "b"),
            ("a = [1, 2]\na.extend(a)", "a"), ("a = [1, 2]\na.append(a[:])", "a"), ("a = [0] * 3\na[1] = 5", "a"),
            "[1, 2, 1].index(1, -1)", "[1, 2, 1].index(1, 1, 2)", "[1, 2, 1].index(1, 5)", "[1, 2, 1].index(2, -100, 100)",
            "[1, 2].pop(True)", "[1, 2][True]", "[1, 2, 3][1.0]", "[].pop(0)", "[1].pop(True)", ("a = [1]\na.append(1, 2)", "a"),
            "sorted([3, 1], reverse=1)", "sorted([3, 1], True)", ("a = [3, 1]\na.sort(True)", "a"), "max(1, 2, key=None)",
            "min([], default=None)", "round(2.5, None)", "round(2.5, ndigits=0)", "int('10', base=2)", "int(x='10')",
            "str(object=5)", "abs(x=1)", "[1, 2, 3].count(True)", "[1, 2, 3].index(True)", "(1, 2, 1).index(1, 1)",
            "(1, 2, 1).index(1, 1, 2)", "(1, 2).count(1.0)", "{'a': 1}.get('a', default=1)", "{'a': 1}.pop('b', None)",
            ("d = {}\nv = d.setdefault('a')", "(d, v)"), "list(range(10))[-3:-1]", "range(3)[-1]", "list(range(5, 0, -2))"]
    table("lists", "lists", ents)


def tuples():
    ents = ["(1, 2) + (3,)", "(1, 2) * 2", "() * 5", "(1, 2) < (1, 3)", "(1, 2) < (1, 2, 0)", "(1, 'a') < (1, 'b')",
            "(1, 'a') < (1, 2)", "(1, 2) == (1, 2)", "(1, 2) == [1, 2]", "(1, 2) < [1, 3]", "(1, 2, 3).index(3)",
            "(1, 2, 3).index(0)", "(1, 1, 2).count(1)", "len(())", "(1,) * 3", "2 in (1, 2)", "(1, 2)[2]",
            "(1, 2)[-2]", "max((1, 5), (1, 4))", "min([(2, 'a'), (1, 'z')])", "sorted([(1, 'b'), (1, 'a')])",
            "tuple([1, 2])", "tuple('ab')", "tuple(reversed((1, 2, 3)))", ("a, b = (1, 2)\na, b = b, a", "(a, b)"),
            ("a, *b = (1, 2, 3)", "b"), ("t = (1, [2])\nt[1].append(3)", "t"), ("t = (1, 2)\nt[0] = 5", "t"),
            "hash((1, 2)) == hash((1, 2))", "sum((1, 2, 3))", "any(())", "all((1, 2))", "((1, 2), 3) > ((1, 2), 2)",
            "(math.inf,) > (1e308,)", "(0.0,) == (-0.0,)", "(1, 2) != (1, 2.0)", "((),) < ((0,),)", "(1, 2) < (1, 'a')", "(1,) == [1]", "() < ()", "(1, 2) <= (1, 2)",
            "(0.0, 1) == (-0.0, 1)", "(math.nan, 1) < (math.nan, 2)", "(float('nan'), 1) < (float('nan'), 2)",
            "max((1, 'a'), (1, 'b'))", "sorted([(2, 1), (1, 2), (1, 1)])", "(1, [2]) == (1, [2])", "hash((1, [2]))",
            "(1, 2) + [3]", "(1,) * 0", "(1, 2)[::-1] < (2, 1)", "tuple() == ()", "(1, 2).count(2.0)", "len((1, (2, 3)))",
            "((1, 2),) < ((1, 3),)", "(None,) == (None,)", "(None,) < (None,)", "(None, 1) < (None, 2)", "(None,) < (None, 1)",
            "[None] < [None, 1]", "(1, None) < (2, None)", "(1, None) < (1, 2)", "[None] <= [None]", "[None] > [None]",
            "((None,),) < ((None, 0),)", "(1, 'a') < (1.0, 'b')", "(True, 2) > (1, 1)", "(2 ** 53 + 1, 0) > (2.0 ** 53, 1)",
            "min((3, 'z'), (3, 'a'), (2, 'q'))", "(1, 2) == (1, 2) == (1, 2)", "((1, 2) < (1, 3)) + ((1,) < (1, 0))"]
    table("tuples", "tuples", ents)


def slicing():
    ents = ["[1, 2, 3, 4][1:3]", "[1, 2, 3, 4][::-1]", "[1, 2, 3, 4][::2]", "[1, 2, 3, 4][-2:]", "[1, 2, 3, 4][5:]",
            "[1, 2, 3, 4][3:1]", "[1, 2, 3, 4][3:1:-1]", "[1, 2, 3, 4][::-2]", "[1, 2, 3, 4][-100:100]",
            "[1, 2, 3][::0]", "(1, 2, 3, 4)[1:]", "(1, 2, 3)[::-1]", "'hello'[1:4]", "'hello'[::-1]", "'hello'[-3:]",
            "'héllo'[1:2]", "'abcdef'[::3]", "'abc'[5:]", "'abc'[::-2]", "[1, 2, 3][1:] + [1, 2, 3][:1]",
            ("xs = [1, 2, 3, 4]\nxs[1:3] = [9]", "xs"), ("xs = [1, 2, 3, 4]\ndel xs[::2]", "xs"),
            ("xs = [1, 2, 3, 4]\nxs[::2] = [7]", "xs"), ("xs = [1, 2, 3, 4]\nxs[::2] = [7, 8]", "xs"),
            ("xs = [1, 2, 3]\nys = xs[:]\nys[0] = 9", "xs"), "[1, 2, 3, 4, 5][-1:-4:-1]", "[1, 2, 3, 4, 5][4:-6:-2]",
            "[1, 2, 3][1:2] == [2]", "'abc'[1:1] == ''", "list(range(10))[2:9:3]", "'abcdef'[-2:1:-1]",
            "[0, 1][True:]", "'ab'[1.0:]", ("a = [1, 2, 3]\na[::2] = [9]", "a"), ("a = [1, 2, 3]\ndel a[::-1]", "a"),
            ("a = [1, 2, 3]\na[1:1] = [9]", "a"), ("a = [1, 2, 3]\na[5:] = [4]", "a"), ("a = [1, 2, 3]\na[-100:0] = [0]", "a"),
            ("a = [1, 2, 3]\na[::-1] = [7, 8, 9]", "a"), ("a = [1, 2, 3]\na[1:] = 'xy'", "a"), ("a = [1, 2, 3]\na[0:2] = []", "a"),
            "'abc'[::-1][::-1]", "'abc'[-4:]", "[1, 2, 3][-1:-2]", "[1, 2, 3][2:0:-1]", "[1, 2, 3][None:None:-1]",
            "[1, 2, 3][::2 ** 70]", "[1, 2, 3][::-2 ** 70]", "[1, 2, 3][-2 ** 70:2 ** 70]", "(1, 2, 3)[::-1]",
            "'abc'[slice(1, None)]", "[1, 2, 3][1:2:0]", "[1, 2, 3][::None]", "'héllo'[::-2]", "'\\U0001f600a'[::-1]",
            "len('\\U0001f600'[0:1])", "'abc'[3:4]", "'abc'[3]", "'abc'[-3]", "'abc'[-4]", "[1, 2, 3][-3:][0]",
            "[1, 2, 3, 4, 5][1:-1:2]", "[1, 2, 3, 4, 5][-1:1:-2]", "(1, 2, 3)[5:1:-1]", "'abcdef'[4:1:-2]",
            "list(range(10))[::3][::-1]", "[[1, 2], [3]][0][1:]", "'abc'[1:][1:][1:]", "'abc'[:-1:-1]"]
    table("slicing", "slicing", ents)


def dicts():
    ents = ["{'a': 1} == {'a': 1}", "{'a': 1, 'b': 2} == {'b': 2, 'a': 1}", "{'a': 1} == {'a': 1.0}", "{'a': 1} != {'a': 2}",
            "{'a': 1} == [('a', 1)]", "{} == set()", "{1: 'x'} == {True: 'x'}", "{'a': 1}.get('a')", "{'a': 1}.get('b')",
            "{'a': 1}.get('b', 7)", ("d = {'a': 1}\nv = d.pop('a')", "(d, v)"), ("d = {'a': 1}\nd.pop('z')", "d"),
            ("d = {'a': 1}\nv = d.pop('z', 0)", "(d, v)"), ("d = {}\nv = d.setdefault('k', 5)\nw = d.setdefault('k', 6)", "(d, v, w)"),
            ("d = {'a': 1}\nd.update({'b': 2, 'a': 3})", "d"), ("d = {'a': 1}\nd.update(b=2)", "d"), "dict(a=1, b=2)",
            "dict([('a', 1), ('a', 2)])", "dict({'x': 1}, y=2)", "'a' in {'a': 1}", "1 in {'a': 1}",
            "list({'b': 1, 'a': 2})", "list({'b': 1, 'a': 2}.keys())", "list({'b': 1, 'a': 2}.values())",
            "list({'b': 1, 'a': 2}.items())", "{'a': 1}.keys() == {'a'}", "{'a': 1}.items() == {('a', 1)}",
            "{'a': 1, 'b': 2}.keys() & {'b', 'c'}", "{'a': 1}.keys() | {'z'}", "{'a': 1}.values() == {'a': 1}.values()",
            "len({'a': 1, 'b': 2})", "{'a': 1}['b']", "{'a': 1}['a']", ("d = {'a': 1}\nd['b'] = 2\ndel d['a']", "d"),
            ("d = {'a': 1}\ndel d['z']", "d"), ("d = {'b': 1, 'a': 2}\nd['b'] = 5", "list(d)"),
            ("d = {'b': 1, 'a': 2}\ndel d['b']\nd['b'] = 5", "list(d)"), ("d = {'a': 1}\ne = d\ne['b'] = 2", "d"),
            ("d = {'a': 1}\ne = dict(d)\ne['b'] = 2", "d"), "{k: v * 2 for k, v in {'x': 1, 'y': 2}.items()}",
            "{'a': 1} | {'a': 2, 'b': 3}", "sorted({'b': 1, 'a': 2})", "max({'b': 1, 'a': 2})", "sum({1: 'a', 2: 'b'})",
            "{'a': 1} < {'a': 2}", "dict.fromkeys('ab', 0)", "{'a': [1]} == {'a': [1]}", "{'é': 1}.get('é')",
            ("d = {}\nfor w in ['x', 'y', 'x']:\n    d[w] = d.get(w, 0) + 1", "d"), "{'a': 1}.copy() == {'a': 1}",
            ("d = {'a': 1, 'b': 2}\nk = d.popitem()", "(d, k)"), ("d = {}\nd.popitem()", "d"),
            "{0: 'a'} == {-0.0: 'a'}", "{'a': math.inf}['a'] > 1e308", ("d = {'a': 1}\nd.clear()", "d"),
            "{'a': 1}.get('a', default=1)", ("d = {'a': 1}\nd.pop()", "d"), ("d = {}\nd.update([('a', 1)])", "d"),
            ("d = {}\nd.update({'a': 1}, b=2)", "d"), "dict([('a', 1)], a=2)", "dict.fromkeys([1, 2])", "{'a': 1} == {'a': True}",
            "{1: 'a'}[True]", "{1: 'a', True: 'b'}", "{0: 1, 0.0: 2, False: 3}", "list({1: 'a', True: 'b'})",
            "list({'b': 1, 'a': 2}.items())", "{'a': 1}.keys() - {'a'}", "{'a': 1}.items() <= {('a', 1), ('b', 2)}",
            "{'a': 1}.values() == [1]", "list({'a': 1}.values()) == [1]", ("d = {}\nd[[1]] = 2", "d"), "{(1, 2): 'x'}[(1, 2)]",
            "len({**{'a': 1}, **{'a': 2}})", "{**{'a': 1}, **{'a': 2}}", "{'a': 1} | {'b': 2} == {'b': 2, 'a': 1}",
            "list({'a': 1} | {'b': 2})", "list({'b': 1} | {'a': 2, 'b': 3})", ("d = {'a': 1}\nv = d.setdefault('a', 5)", "(d, v)"),
            "{'a': 1, 'b': 2}.popitem()", "list(reversed({'a': 1, 'b': 2}))", "sorted({'b': 1, 'a': 2}.items())",
            "'a' in {'a': 1}.values()", "1 in {'a': 1}.values()", "('a', 1) in {'a': 1}.items()",
            ("d = {'a': [1]}\ne = d.copy()\ne['a'].append(2)", "d"), ("d = {'a': [1]}\ne = dict(d)\ne['a'] = [3]", "d"),
            ("d = {'a': 1, 'b': 2}\nfor k in d:\n    d[k] += 1", "d"), ("d = {'a': 1}\nfor k in list(d):\n    del d[k]", "d"),
            ("d = {'a': 1, 'b': 2}\nfor k in d:\n    del d[k]", "d"), ("d = {'a': 1}\nfor k in d:\n    d['z'] = 0", "d"),
            "dict(zip('ab', [1, 2]))", "{k: v for k, v in [('a', 1), ('a', 2)]}", "{'a': 1}.get(['a'])", "{'a': 1}.get('a', 2) + 1",
            ("d = {'b': 1}\nd['a'] = 2\nd['b'] = 3", "list(d.items())"), ("d = {'b': 1, 'a': 2}\nd.pop('b')\nd['b'] = 1", "list(d)"),
            "{'a': 1} == {'a': 1, 'b': 2}", "{'a': 1} != {'a': 1.0}", "{'x': [1, 2]} == {'x': (1, 2)}", "{'é': 1} == {'e\u0301': 1}"]
    table("dicts", "dicts", ents)


def str_ordering():
    ents = ["'abc' < 'abd'", "'abc' < 'ab'", "'' < 'a'", "'B' < 'a'", "'a' < 'B'", "'é' > 'z'", "'Z' < 'a'",
            "'10' < '9'", "'apple' <= 'apple'", "'apple' >= 'apples'", "'日本' > '中国'", "'\\x00' < ''",
            "'a\\x00' > 'a'", "'ß' < 'ss'", "'abc' > 'ABC'", "min('b', 'a', 'c')", "max(['x', 'xy', 'w'])",
            "sorted(['b', 'a', 'B', 'é'])", "sorted('hello')", "'a' < 1", "'a' == 1", "('a', 1) < ('a', 2)",
            "['b'] > ['a', 'z']", "'\\U0001f600' > '\\uffff'", "'\\uff21' > 'A'", "'e\\u0301' == 'é'",
            "'a' * 3 < 'aab'", "max('abc')", "'a' < 'a\\x00'", "'ÿ' < 'Ā'", "'Z' < '['",
            "'\\ud7ff' < '\\ue000'", "'\\U00010000' > '\\uffff'", "'\\uffff' > '\\U00010000'",
            "'\\U0001f600' < '\\U0001f601'", "'abc' < 'abcd' < 'abd'", "'a' < 'b' < 'B'", "'Straße' < 'Strasse'",
            "'-1' < '0'", "' ' < '\\t'", "'İ' > 'I'", "'a' < None", "'a' == b'a'", "'a' != 'a '", "'' == ''",
            "'abc' >= 'abc'", "'abc' > 'abc'", "'é' < 'ê'", "'\\x7f' < '\\x80'", "'~' < '\\x7f'",
            "'a' * 100 < 'a' * 99 + 'b'", "'a' * 100 > 'a' * 99", "not 'b' < 'a'", "('é' < 'z') == ('e' < 'z')"]
    table("strings", "str_ordering", ents)


def percent_format():
    ents = ["'%d' % 42", "'%d' % -7", "'%d' % 3.9", "'%s' % 'x'", "'%s-%s' % (1, 2)", "'%r' % 'a'", "'%5d' % 42",
            "'%-5d|' % 42", "'%05d' % -42", "'%x' % 255", "'%X' % 255", "'%o' % 8", "'%.2f' % 3.14159",
            "'%.0f' % 2.5", "'%.0f' % 3.5", "'%f' % math.inf", "'%e' % 12345.678", "'%g' % 0.0001", "'%g' % 1e-5",
            "'%%' % ()", "'%d%%' % 50", "'%s' % [1, 2]", "'%d' % 'x'", "'%d %d' % (1,)", "'%s' % (1, 2)",
            "'%c' % 65", "'%(a)s' % {'a': 'é'}", "'%+d' % 5", "'% d' % 5", "'%.3s' % 'abcdef'", "'%s' % None",
            "'%i' % True", "'%.1f' % 0.05", "'%.1f' % 0.25", "'%d' % 10 ** 20", "'%s' % -0.0", "'%s' % 1e16",
            "'%s' % 0.1", "'%s' % 1e22", "'%s' % 1e15", "'%s' % 1e-05", "'%s' % 0.0001", "'%s' % 123456789012345678.0",
            "'%s' % math.inf", "'%s' % math.nan", "'%s' % 5e-324", "'%s' % True", "'%d' % True", "'%i' % False",
            "'%s' % (1,)", "'%s' % ((1,),)", "'%s' % ('a', 'b')", "'%s %s' % ('a',)", "'%s' % ()", "'%' % ()",
            "'%d' % 2 ** 64", "'%d' % -(2 ** 63)", "'%d' % 10 ** 4300", "'%s' % 10 ** 4299", "'%s' % 'é'",
            "'%s%%' % 5", "'a%sb' % ''", "'%s' % True + '%d' % False", "'%d%s' % (1, 'x')", "'%s' % [1, 'a']",
            "'%s' % {'a': 1}", "'%s' % 'a' * 2", "'%s' % ('%s' % 'x')", "'%d' % -0", "'%s' % -0",
            "'%s' % 2 ** 0.5", "'%s' % (0.1 + 0.2)", "'%s' % 1.0", "'%s' % 100.0", "'%d' % 3.0"]
    table("strings", "percent_format", ents)


def str_methods():
    ents = ["'Hello'.lower()", "'Hello'.upper()", "'ß'.upper()", "'İ'.lower()", "'  x '.strip()", "'xxaxx'.strip('x')",
            "' a '.lstrip()", "' a '.rstrip()", "'a,b,,c'.split(',')", "'a b  c'.split()", "'a,b,c'.split(',', 1)",
            "'a,b,c'.rsplit(',', 1)", "','.join(['a', 'b'])", "''.join([])", "'-'.join('abc')", "','.join([1, 2])",
            "'hello'.replace('l', 'L')", "'hello'.replace('l', 'L', 1)", "'hello'.find('l')", "'hello'.find('z')",
            "'hello'.rfind('l')", "'hello'.index('z')", "'hello'.count('l')", "'aaa'.count('aa')", "'abc'.startswith('ab')",
            "'abc'.endswith(('x', 'c'))", "'abc'.startswith('')", "'123'.isdigit()", "'١٢٣'.isdigit()", "''.isdigit()",
            "'abc'.isalpha()", "'é'.isalpha()", "'a1'.isalnum()", "'  '.isspace()", "'Hi There'.istitle()",
            "'hello world'.title()", "'hello'.capitalize()", "'Hello'.swapcase()", "'ab'.center(6, '*')",
            "'ab'.ljust(4)", "'ab'.rjust(4, '0')", "'42'.zfill(5)", "'-42'.zfill(5)", "'a\\nb\\r\\nc'.splitlines()",
            "'a=b=c'.partition('=')", "'a=b=c'.rpartition('=')", "'abc'.removeprefix('a')", "'abc'.removesuffix('bc')",
            "'x'.encode() == b'x'", "'Straße'.casefold()", "len('héllo')", "len('\\U0001f600')", "'ab' * 3",
            "'a' + 'b' == 'ab'", "'b' in 'abc'", "'' in 'abc'", "str(3)", "str(-0.0)", "str(1e16)", "str(True)",
            "repr('a')", "'{} {}'.format(1, 'x')", "f'{3:>4}'", "f'{2.5:.0f}'", "'abc'[10]", "ord('é')", "chr(233)",
            "chr(-1)", "'a'.join('xyz')", "'Tab\\there'.expandtabs(4)", "'abc'.translate({97: 'A'})",
            "'ǅ'.upper()", "'ǅ'.lower()", "'ǅ'.title()", "'ﬁ'.upper()", "'ΣΑΣ'.lower()", "'İ'.lower() == 'i'",
            "len('İ'.lower())", "'ß'.swapcase()", "'a\\u0300'.isalpha()", "'Ⅻ'.isnumeric()", "'Ⅻ'.isdigit()",
            "'½'.isdecimal()", "'\\u00a0'.isspace()", "'\\u200b'.isspace()", "' a\\u00a0'.strip()",
            "'a\\u2028b'.splitlines()", "'a\\x1cb'.split()", "'abc'.center(6)", "'abc'.center(7, '-')", "'x'.zfill(3)",
            "'+5'.zfill(4)", "'A'.casefold()", "'ﬃ'.casefold()", "'abc'.find('')", "'abc'.rfind('')",
            "'abc'.index('c', -1)", "'aaa'.replace('a', 'b', -1)", "'aaa'.replace('', '-')", "'a b'.split(' ', 0)",
            "''.split(',')", "''.split()", "'  '.split(' ')", "'a,b'.rsplit(',', 0)", "'hello'.startswith('l', 2)",
            "'hello'.endswith('l', 0, 3)", "'abc'.strip('')", "'xyx'.strip('xy')", "'12'.isdecimal()", "'-1'.isdigit()",
            "'1.5'.isnumeric()", "'Ab1'.isidentifier()", "'1a'.isidentifier()", "'\\t'.isprintable()", "'é'.isascii()",
            "\"they're\".title()", "str.lower('ABC')", "'%s' % 'a'.upper()", "'a'.upper() < 'a'", "'é'.upper() > 'Z'",
            "'straße'.upper() == 'STRASSE'", "'ǈ'.istitle()", "'Σ'.lower()", "'aΣ'.lower()", "'aΣb'.lower()",
            "'abc'.find('c', 1)", "'abc'.find('a', 1)", "'abc'.count('a', 1)", "'abc'.index('a', 1)", "'abc'.startswith('b', 1)",
            "'abc'.endswith('b', 0, 2)", "'a,b,c'.split(',', maxsplit=1)", "'abc'.strip(None)", "'a b'.split(None)",
            "'aaa'.replace('a', 'b', count=1)", "'abc'.split(sep=',')", "'abc'.rfind('', 5)", "'abc'.find('', 3)",
            "'abc'.find('', 4)", "'abc'.count('', 1)", "'abc'.startswith(('x', 'a'))", "'abc'.startswith(['a'])",
            "'abc'.split('')", "'abc'.replace('', '-', 2)", "'a\\tb'.expandtabs(0)", "'ab'.ljust(-1)", "'abc'.zfill(-5)",
            "'ab' * -1", "'abc'.partition('')", "'a\\nb'.splitlines(True)", "'abc'.index('')", "'ab'[True]",
            "'abc'.find('b', -2)", "'abc'.find('b', -1)", "'abcabc'.rfind('b', 0, 4)", "'abcabc'.rindex('c', 0, 3)",
            "'abcabc'.count('bc', -3)", "'abc'.endswith('')", "'abc'.endswith('c', 5)", "'abc'.endswith('', 5)",
            "'abc'.startswith('', 3)", "'abc'.startswith('', 4)"]
    table("strings2", "str_methods", ents)


def re_module():
    ents = ["re.fullmatch('a+', 'aaa') is not None", "re.fullmatch('a+', 'aab') is not None",
            "re.match('a+', 'aab') is not None", "re.match('b', 'ab') is None", "re.search('b', 'ab') is not None",
            "re.fullmatch('[a-z]+@[a-z]+\\\\.com', 'bob@example.com') is not None",
            "re.fullmatch('[a-z]+@[a-z]+\\\\.com', 'bob@example.org') is not None",
            "re.fullmatch('(ab|cd)*', 'abcdab') is not None", "re.fullmatch('(ab|cd)*', 'abc') is not None",
            "re.fullmatch('a{2,3}', 'aaaa') is not None", "re.fullmatch('a{2,3}', 'aaa') is not None",
            "re.search('^b', 'ab') is not None", "re.search('a$', 'ba') is not None", "re.search('a$', 'ba\\n') is not None",
            "re.fullmatch('\\\\d+', '١٢') is not None", "re.fullmatch('\\\\d+', '12') is not None",
            "re.fullmatch('\\\\w+', 'héllo') is not None", "re.fullmatch('[^0-9]*', 'abc') is not None",
            "re.fullmatch('.', '\\n') is not None", "re.fullmatch('a?b', 'b') is not None",
            "bool(re.compile('x+').fullmatch('xx'))", "bool(re.compile('x+').fullmatch('xy'))",
            "re.match('', 'abc') is not None", "re.fullmatch('a|ab', 'ab') is not None", "re.match('a|ab', 'ab').group()",
            "re.findall('a', 'banana')", "re.sub('a', 'o', 'banana')", "re.split(',', 'a,b')", "re.fullmatch('(', 'x')",
            "re.fullmatch('\\\\s*', ' \\t') is not None", "re.search('[A-Z]', 'abc') is not None",
            "re.fullmatch('[A-Za-z0-9._%+-]+', 'a.b%c') is not None", "re.fullmatch('colou?r', 'color') is not None",
            "re.fullmatch('colou?r', 'colouur') is not None"]
    # Corners of Python's re: the patterns and subjects as values, written
    # with repr so that control and non-ASCII characters stay exact.
    tricky = [("a|ab", "ab"), ("a$", "a\n"), ("\\w", "ß"), ("[a-z]", "ſ"), ("(?i)[a-z]", "ſ"), ("(?i)[a-z]", "\u212a"),
              (".", "\r"), ("\\s", "\x1c"), ("\\s", "\u2028"), ("\\s", "\u200b"), ("a*?", "aa"), ("(a|b)*c", "ababc"),
              ("\\bfoo\\b", "foo"), ("a{,2}", "aa"), ("a{2", "a{2"), ("[]a]", "]"), ("[^]a]", "b"), ("\\Z", ""),
              ("[\\d-z]", "-"), ("\\x41", "A"), ("\\u00e9", "é"), ("(?:ab)+", "abab"), ("a++", "aa"), ("(?>a+)a", "aaa"),
              ("a++a", "aaa"), ("\\d", "٣"), ("[0-9]", "٣"), ("é", "e\u0301"), ("", ""), ("a.c", "a\nc"),
              ("(?s)a.c", "a\nc"), ("(?i)a", "A"), ("[A-z]", "_"), ("\\W", "_"),
              ("[\\w.-]+@[\\w-]+\\.[a-z]{2,}", "bob@ex-ample.com"), ("[\\w.-]+@[\\w-]+\\.[a-z]{2,}", "bob@example.c"),
              ("\\d{3}-\\d{4}", "555-1234"), ("\\d{3}-\\d{4}", "５５５-1234"), ("(a)(?(1)b|c)", "ab"), ("a|", ""),
              ("x{1,0}", "x"), ("\\\\", "\\"), ("a{3}?", "aaa")]
    ents += ["re.fullmatch(%r, %r) is not None" % (p, t) for p, t in tricky]
    ents += ["re.match(%r, %r) is not None" % ("a$", "a\n"), "re.search(%r, %r) is not None" % ("a\\Z", "a\n"),
             "re.search(%r, %r) is not None" % ("^b", "a\nb"), "re.search(%r, %r, re.M) is not None" % ("^b", "a\nb"),
             "re.fullmatch('a', 'A', re.I) is not None", "re.compile('[0-9]+').search('ab12') is not None",
             "re.match('(ab)+', 'ababx').group() == 'abab'"]
    table("remod", "re", ents)


def os_path():
    ents = ["os.path.join('a', 'b')", "os.path.join('a', '/b')", "os.path.join('a/', 'b')", "os.path.join('', 'b')",
            "os.path.join('a', '')", "os.path.basename('/a/b')", "os.path.basename('/a/b/')", "os.path.dirname('/a/b')",
            "os.path.dirname('b')", "os.path.dirname('/')", "os.path.split('/a/b')", "os.path.split('a')",
            "os.path.split('//a')", "os.path.splitext('a/b.tar.gz')", "os.path.splitext('.bashrc')",
            "os.path.splitext('a.b/c')", "os.path.isabs('/x')", "os.path.isabs('x/y')", "os.path.isabs('//x')",
            "os.path.normpath('a//b/../c/.')", "os.path.normpath('/../a')", "os.path.normpath('')",
            "os.path.normpath('//a/b')", "os.path.normpath('///a')", "os.path.normpath('a/..')",
            "os.path.normpath('../../x')", "os.path.join('a', 'b', 'c')", "os.path.basename('é/ü.txt')",
            "os.path.splitext('x.')", "os.path.join('/a', 1)"]
    table("ospath", "os_path", ents)


def int_bool_str():
    ents = ["7 // 2", "-7 // 2", "7 // -2", "-7 % 3", "7 % -3", "2 ** 100", "2 ** -1 == 0.5", "-2 ** 2", "(-2) ** 2",
            "10 ** 30 + 1 - 10 ** 30", "abs(-(10 ** 20))", "divmod(-7, 2)", "1 // 0", "5 % 0", "True + True",
            "True * 3", "bool(-1)", "not 0", "int('０７')", "int('12', 16)", "1 < 2 < 3", "3 > 2 > 2", "~5", "-5 >> 1",
            "1 << 70", "6 & 3", "6 | 3", "6 ^ 3", "True & False", "len('abc') == 3", "'a' * 0", "'ab' + 'cd'",
            "'x' if 0 else 'y'", "0 or 'd'", "'' and 1", "[] or [0]", "None is None", "min(3, -1, 2)", "max(True, 2)",
            "round(17)", "int(True) + bool(2)", "pow(2, 10, 1000)", "pow(3, -1, 7)", "sum(range(101))",
            "(2 ** 64 - 1) % 2 ** 32", "isinstance(True, int)", "str(10 ** 20)", "int('-0')", "hex(255)",
            "1_000 + 1", "0 == False", "'1' == 1", "chr(97) + 'b'",
            "pow(2, -1)", "pow(0, 0)", "(-2) ** -1", "0 ** -1", "2 ** 10000 % 7", "-7 // 0", "divmod(7, 0)",
            "int('  12  ')", "int('1_000')", "int('0b101', 0)", "int('08')", "int('08', 0)", "bool('False')", "-True",
            "~True", "True << 2", "abs(True)", "str(True)", "0 and 1 // 0", "1 or 1 // 0", "1 < 2 > 0", "(1 < 2) < 3",
            "-(-(2 ** 63))", "2 ** 63 - 1 + 1", "int(-7 / 2)", "-7 // 2 == int(-7 / 2)", "7 % -0", "(-7) % 2 ** 70",
            "-(2 ** 70) // 3", "(2 ** 70) % -3", "divmod(-(2 ** 70), 7)", "round(-2.5)", "round(15, -1)",
            "round(-15, -1)", "round(25, -1)", "True == 1 == 1.0", "int('٣')", "len(str(2 ** 100))", "str(-0)",
            "max(-0, 0)", "(3).bit_length()", "(-1).bit_length()", "abs(-(2 ** 63)) == 2 ** 63",
            "int(10 ** 20 / 1) == 10 ** 20", "10 ** 20 // 1 == 10 ** 20", "int(2 ** 60 / 3) == 2 ** 60 // 3", "int(' 1 ')", "int('+1')", "int('1e3')", "int('١٢')",
            "int('0x1f', 16)", "int('1_0', 0)", "int('010', 0)", "int('-0')", "int('\\u0663')", "int('z', 36)", "bool('0')",
            "int('')", "int(' ')", "int('1 2')", "int('__1')", "int('1__0')", "int('0b2', 0)", "int('٣', 0)",
            "f'{1}'", "f'{-0.0}'", "f'{1e16}'", "f'{True}'", "f'{3:05d}'", "f'{2.5:.0f}'", "f'{10 ** 20}'", "f'{None}'",
            "f'{1}{2}' == '12'", "f'{-5:+d}'", "f'{255:x}'", "f'{0.1 + 0.2}'", "str(1) + str(-1)", "str(2 ** 64)",
            "repr(10 ** 20)", "str(True + True)", "'%d' % 7 + str(7)", "str(0) == '0'", "str(-0) == '-0'"]
    table("basics", "int_bool_str", ents, pinned="pinned_basics")


def nan_identity():
    """CPython's container comparisons, `in`, count and index test
    identity before ==: the same NaN object equals itself there."""
    ents = ["math.nan in [math.nan]", "[math.nan].count(math.nan)", "[math.nan].index(math.nan)",
            "(math.nan,) == (math.nan,)", "{'a': math.nan} == {'a': math.nan}", "{math.nan} == {math.nan}",
            "math.nan in {math.nan}", "float('nan') in [float('nan')]", ("x = float('nan')", "[x] == [x]"),
            ("x = float('nan')", "x in (x,)"), ("x = math.nan\ny = x", "[x] == [y]"), ("x = math.nan", "[x] != [x]"),
            ("xs = [math.nan]", "xs == xs"), ("xs = [math.nan]", "xs == xs[:]"), "[math.nan] < [math.nan]",
            ("x = math.nan", "(x, 1) < (x, 2)"), "[math.nan, 1] < [math.nan, 2]", "[float('nan'), 1] < [float('nan'), 2]",
            "{math.nan: 1}[math.nan]", "{float('nan'): 1}.get(float('nan'))", "len({math.nan, math.nan})",
            "len({float('nan'), float('nan')})", ("x = math.nan", "x == x"), ("x = math.nan", "x is x"),
            "float('nan') is float('nan')", "[math.nan] == [float('nan')]", "math.nan in (0.0, math.nan)",
            ("xs = [1.0, math.nan]", "xs.index(math.nan)"), ("d = {'k': math.nan}", "d == dict(d)"),
            ("x = math.inf - math.inf", "[x] == [x]"), ("x = math.inf - math.inf", "[x] == [math.inf - math.inf]"),
            ("xs = [math.nan]", "xs.count(xs[0])"), ("t = (math.nan, 1)", "t == (t[0], 1)"),
            "[[math.nan]] == [[math.nan]]", "max([math.nan, 1.0]) != max([math.nan, 1.0])"]
    table("nanid", "nan_identity", ents)


# --- random: values free within their documented ranges ------------------

def random_module():
    fam = [
        ("x = random.randint(1, 6)", "1 <= x <= 6", "x != 6"),
        ("x = random.randint(0, 0)", "x == 0", "x == 1"),
        ("x = random.random()", "0.0 <= x < 1.0", "x < 0.5"),
        ("x = random.uniform(2.0, 3.0)", "2.0 <= x <= 3.0", "x > 2.5"),
        ("x = random.randrange(0, 10, 2)", "x % 2 == 0 and 0 <= x < 10", "x != 8"),
        ("x = random.randrange(5)", "0 <= x < 5", "x < 4"),
        ("x = random.choice(['a', 'b', 'c'])", "x in ('a', 'b', 'c')", "x != 'c'"),
        ("x = random.choice((10, 20))", "x % 10 == 0", "x == 10"),
        ("x = random.randint(-3, 3)", "-3 <= x <= 3", "x >= -2"),
        ("x = random.randint(1, 6)\ny = random.randint(1, 6)", "2 <= x + y <= 12", "x + y != 12"),
        ("x = random.random()", "x * 2 < 2.0", "x * 10 < 9.0"),
        ("xs = [1, 2, 3]\nrandom.shuffle(xs)", "sorted(xs) == [1, 2, 3]", "xs != [3, 2, 1]"),
        ("x = random.choice('xyz')", "len(x) == 1", "x < 'z'"),
        ("x = random.randrange(1, 2)", "x == 1", "x == 2"),
        ("x = random.randint(10 ** 20, 10 ** 20 + 1)", "x > 10 ** 20 - 1", "x == 10 ** 20"),
        ("x = random.sample([1, 2, 3], 2)", "len(set(x)) == 2", "x[0] < x[1]"),
        ("x = random.uniform(-1.0, 1.0)", "-1.0 <= x <= 1.0", "x >= -0.9"),
        ("x = random.choice([1, 2])\ny = x * 2", "y in (2, 4)", "y == 2"),
        ("x = random.getrandbits(3)", "0 <= x < 8", "x != 7"),
        ("x = random.randint(1, 2)", "x != 3", "x == 1"),
        ("x = random.choice([])", "x == 0", None),
        ("x = random.randrange(0)", "x == 0", None),
        ("x = random.randint(5, 1)", "x == 0", None),
    ]
    i = 0
    for setup, good, bad in fam:
        for variant in range(2):
            base = "random_%03d" % i
            i += 1
            if bad is None:
                ok, exc = evaluate(setup, "0")
                assert not ok, setup
                add("randommod", base + "_h", "random", "holds", function(base + "_h", setup, "0", "assert", None, raises=exc))
                add("randommod", base + "_f", "random", "breaks", function(base + "_f", setup, "0", "assert", "True"))
                continue
            # the second variant returns x and states the contract with deal.post
            if variant == 1 and setup.startswith("x =") and "y" not in good + bad:
                g, b = re.sub(r"\bx\b", "r", good), re.sub(r"\bx\b", "r", bad)
                add("randommod", base + "_h", "random", "holds", function(base + "_h", setup, "x", "post", g))
                add("randommod", base + "_f", "random", "breaks", function(base + "_f", setup, "x", "post", b))
                continue
            add("randommod", base + "_h", "random", "holds", function(base + "_h", setup + "\nassert " + good, "None", "assert", None))
            add("randommod", base + "_f", "random", "breaks", function(base + "_f", setup + "\nassert " + bad, "None", "assert", None))


# --- parameters of every modelled type and the contracts -----------------

def P(file, construct, intent, src, hints=None):
    """P adds a hand-written function; its name is given by the {name}
    placeholder: construct_xNNN_h or _f, numbered among the hand-written
    functions of the construct (so that names stay when a table grows)."""
    n = sum(1 for f in cases.values() for c in f if c[1] == construct and "_x" in c[0])
    name = "%s_x%03d_%s" % (construct, n, "h" if intent == "holds" else "f")
    add(file, name, construct, intent, src.replace("{name}", name).strip("\n"), hints)


def params_float():
    c, f = "param_float", "pfloat"
    H, B = "holds", "breaks"
    P(f, c, H, """
@deal.post(lambda r: r >= 0.0 or r != r)
def {name}(x: float) -> float:
    return abs(x)""")
    P(f, c, B, """
@deal.post(lambda r: r >= 0.0)
def {name}(x: float) -> float:
    return abs(x)""", ["(math.nan,)"])
    P(f, c, H, """
def {name}(x: float):
    assert x * 1.0 == x or x != x""")
    P(f, c, B, """
def {name}(x: float):
    assert x == x""", ["(math.nan,)"])
    P(f, c, H, """
@deal.pre(lambda x: x == x)
def {name}(x: float):
    assert x == x""")
    P(f, c, B, """
def {name}(x: float):
    assert x - x == 0.0 or x != x""", ["(math.inf,)"])
    P(f, c, H, """
@deal.pre(lambda x: math.isfinite(x))
def {name}(x: float):
    assert x - x == 0.0""")
    P(f, c, B, """
@deal.pre(lambda x: not math.isnan(x))
def {name}(x: float):
    assert x - x == 0.0""", ["(math.inf,)"])
    P(f, c, H, """
@deal.pre(lambda x: 0.0 <= x <= 1.0)
@deal.ensure(lambda x, result: result <= 2.0)
def {name}(x: float) -> float:
    return x + x""")
    P(f, c, B, """
@deal.pre(lambda x: 0.0 <= x <= 1.0)
def {name}(x: float):
    assert (x + 1.0) - 1.0 == x""", ["(0.1,)"])
    P(f, c, H, """
@deal.pre(lambda x: x > 0.0)
def {name}(x: float):
    assert x * 2.0 > 0.0""")
    P(f, c, B, """
@deal.pre(lambda x: x > 0.0)
def {name}(x: float):
    assert x / 2.0 > 0.0""", ["(5e-324,)"])
    P(f, c, H, """
@deal.pre(lambda x: x == 0.0)
def {name}(x: float):
    assert x + 1.0 == 1.0""")
    P(f, c, B, """
@deal.pre(lambda x: x == 0.0)
def {name}(x: float):
    assert str(x) == '0.0'""", ["(-0.0,)"])
    P(f, c, H, """
@deal.pre(lambda x: x == 0.0)
@deal.raises(ZeroDivisionError)
def {name}(x: float) -> float:
    return 1.0 / x""")
    P(f, c, B, """
@deal.pre(lambda x: x == 0.0)
def {name}(x: float):
    assert math.copysign(1.0, x) == 1.0""", ["(-0.0,)"])
    P(f, c, H, """
@deal.ensure(lambda x, y, result: result == x or result == y or result != result)
def {name}(x: float, y: float) -> float:
    return min(x, y)""")
    P(f, c, B, """
@deal.ensure(lambda x, y, result: result <= x)
def {name}(x: float, y: float) -> float:
    return min(x, y)""", ["(math.nan, 1.0)", "(1.0, math.nan)"])
    P(f, c, H, """
def {name}(x: float, y: float):
    assert (x < y) == (y > x)""")
    P(f, c, B, """
def {name}(x: float, y: float):
    assert (x < y) == (not x >= y)""", ["(math.nan, 1.0)"])
    P(f, c, H, """
@deal.pre(lambda x, y: x <= y and x == x)
def {name}(x: float, y: float):
    assert max(x, y) == y""")
    P(f, c, B, """
def {name}(x: float, y: float):
    assert x + y == y + x""", ["(math.nan, 1.0)"])
    P(f, c, H, """
def {name}(x: float, y: float):
    assert x + y == y + x or x != x or y != y or x + y != x + y""")
    P(f, c, B, """
@deal.pre(lambda x: math.isfinite(x))
def {name}(x: float):
    assert (x + 1.0) - x == 1.0""", ["(1e16,)"])
    P(f, c, H, """
@deal.pre(lambda x: -1000.0 <= x <= 1000.0)
def {name}(x: float):
    assert int(x) <= x + 1.0""")
    P(f, c, B, """
def {name}(x: float):
    assert int(x) <= x + 1.0""", ["(math.inf,)", "(math.nan,)"])
    P(f, c, H, """
@deal.pre(lambda x: 1.0 <= x <= 2.0)
def {name}(x: float):
    assert 0.5 <= x / 2.0 <= 1.0""")
    P(f, c, B, """
@deal.pre(lambda x: x >= 1.0)
def {name}(x: float):
    assert x / 3.0 * 3.0 == x""", ["(1.1,)", "(5.0,)", "(7.0,)", "(49.0,)"])
    P(f, c, H, """
@deal.pre(lambda x: x >= 0.0)
@deal.ensure(lambda x, result: result >= 0.0 or result != result)
def {name}(x: float) -> float:
    return math.sqrt(x)""")
    P(f, c, B, """
@deal.raises(ValueError)
@deal.ensure(lambda x, result: result * result == x)
def {name}(x: float) -> float:
    return math.sqrt(x)""", ["(2.0,)"])
    P(f, c, H, """
@deal.pre(lambda n: 0 <= n <= 100)
def {name}(n: int):
    assert n / 1 == float(n)""")
    P(f, c, B, """
def {name}(n: int):
    assert n / 1 == n""", ["(2 ** 53 + 1,)", "(10 ** 400,)"])
    P(f, c, H, """
@deal.pre(lambda n, d: d != 0 and -100 <= n <= 100 and -100 <= d <= 100)
def {name}(n: int, d: int):
    assert n / d * d - n < 1e-9""")
    P(f, c, B, """
@deal.pre(lambda n, d: d != 0)
def {name}(n: int, d: int):
    assert abs(n / d) <= abs(n)""", ["(10 ** 400, 1)", "(1, 0)", "(2 ** 1024, 1)"])
    P(f, c, H, """
@deal.pre(lambda x: x >= 0.0)
def {name}(x: float):
    assert x % 1.0 < 1.0 or x != x or x == math.inf""")
    P(f, c, B, """
def {name}(x: float):
    assert x % 2.0 >= 0.0""", ["(math.nan,)", "(math.inf,)"])
    P(f, c, H, """
@deal.pre(lambda x: -1e300 < x < 1e300)
def {name}(x: float):
    assert math.floor(x) <= x""")
    P(f, c, B, """
@deal.pre(lambda x: x == x)
def {name}(x: float):
    assert math.floor(x) <= x""", ["(math.inf,)"])
    P(f, c, H, """
@deal.pre(lambda x: 0.0 < x < 1e300)
def {name}(x: float):
    assert round(x) >= 0""")
    P(f, c, B, """
@deal.pre(lambda x: x > 0.0 and x < 10.0)
def {name}(x: float):
    assert round(x) >= x - 0.5 and round(x) != 0""", ["(0.5,)", "(0.25,)"])
    P(f, c, B, """
def {name}(x: int):
    assert x + 0.5 != x""", ["(2 ** 53,)"])
    P(f, c, H, """
@deal.pre(lambda x: -2 ** 52 <= x <= 2 ** 52)
def {name}(x: int):
    assert x + 0.5 != x""")
    P(f, c, B, """
def {name}(x: int):
    assert x + 1.0 > x""", ["(2 ** 53,)", "(10 ** 400,)"])


def params_containers():
    H, B = "holds", "breaks"
    c, f = "param_list", "pcontainers"
    P(f, c, H, """
@deal.ensure(lambda xs, result: result == len(xs) + 1)
def {name}(xs: list[int]) -> int:
    return len(xs + [0])""")
    P(f, c, B, """
def {name}(xs: list[int]):
    assert len(xs) > 0""", ["([],)"])
    P(f, c, H, """
def {name}(xs: list[int]):
    ys = list(xs)
    ys.append(1)
    assert 1 in ys""")
    P(f, c, B, """
def {name}(xs: list[int]):
    ys = xs
    ys.append(1)
    assert len(xs) == len(ys) - 1""", ["([],)"])
    P(f, c, H, """
@deal.pre(lambda xs: len(xs) > 0)
def {name}(xs: list[int]):
    assert min(xs) <= max(xs)""")
    P(f, c, B, """
def {name}(xs: list[int]):
    assert min(xs) <= max(xs)""", ["([],)"])
    P(f, c, H, """
def {name}(xs: list[int]):
    assert sorted(xs) == sorted(sorted(xs))""")
    P(f, c, B, """
def {name}(xs: list[int]):
    assert sorted(xs) == xs""", ["([2, 1],)"])
    P(f, c, H, """
def {name}(xs: list[str]):
    assert xs[::-1][::-1] == xs""")
    P(f, c, B, """
def {name}(xs: list[str]):
    assert xs[::-1] == xs""", ["(['a', 'b'],)"])
    P(f, c, H, """
def {name}(xs: list[float]):
    assert len(xs * 2) == 2 * len(xs)""")
    P(f, c, B, """
def {name}(xs: list[float]):
    assert xs == list(xs) and all(x == x for x in xs)""", ["([math.nan],)"])
    P(f, c, H, """
@deal.pre(lambda xs, i: 0 <= i < len(xs))
def {name}(xs: list[int], i: int):
    assert xs[i] in xs""")
    P(f, c, B, """
@deal.pre(lambda xs, i: i <= len(xs))
def {name}(xs: list[int], i: int):
    assert xs[i] in xs""", ["([], 0)", "([1], 1)"])
    P(f, c, H, """
def {name}(xs: list[int]):
    assert sum(xs) == sum(reversed(xs))""")
    P(f, c, B, """
def {name}(xs: list[int]):
    assert sum(xs) >= max(xs, default=0)""", ["([-1],)", "([1, -5],)"])
    c = "param_tuple"
    P(f, c, H, """
def {name}(t: tuple[int, ...]):
    assert len(t + t) == 2 * len(t)""")
    P(f, c, B, """
def {name}(t: tuple[int, ...]):
    assert t < t + (0,) and len(t) > 0""", ["((),)"])
    P(f, c, H, """
def {name}(t: tuple[int, int]):
    a, b = t
    assert a + b == sum(t)""")
    P(f, c, B, """
def {name}(t: tuple[int, int]):
    a, b = t
    assert a <= b""", ["((2, 1),)"])
    P(f, c, H, """
def {name}(t: tuple[str, int]):
    assert t[0] == t[0] and isinstance(t[1], int)""")
    P(f, c, B, """
def {name}(t: tuple[str, int]):
    assert len(t[0]) < t[1] + 10""", ["(('a' * 20, 0),)", "(('', -10),)"])
    c = "param_set"
    P(f, c, H, """
def {name}(s: set[int]):
    assert s | s == s and s - s == set()""")
    P(f, c, B, """
def {name}(s: set[int]):
    assert s < s | {0}""", ["({0},)"])
    P(f, c, H, """
def {name}(s: set[int], t: set[int]):
    assert (s & t) <= s and s <= (s | t)""")
    P(f, c, B, """
def {name}(s: set[int], t: set[int]):
    assert s.isdisjoint(t) or len(s ^ t) < len(s | t) - 1""", ["({1}, {1, 2})"])
    P(f, c, H, """
def {name}(s: frozenset[str]):
    assert len(s | {'x'}) >= len(s)""")
    P(f, c, B, """
def {name}(s: frozenset[str]):
    assert 'x' not in s""", ["(frozenset({'x'}),)"])
    P(f, c, H, """
def {name}(s: set[str]):
    t = set(s)
    t.add('zz')
    assert 'zz' not in s or 'zz' in t""")
    P(f, c, B, """
def {name}(s: set[str]):
    t = s
    t.add('zz')
    assert len(t) == len(s) + 1""", ["(set(),)"])
    c = "param_dict"
    P(f, c, H, """
def {name}(d: dict[str, int]):
    assert len(d.keys()) == len(d.values()) == len(d)""")
    P(f, c, B, """
def {name}(d: dict[str, int]):
    assert d.get('k', 0) == 0""", ["({'k': 1},)"])
    P(f, c, H, """
def {name}(d: dict[str, int]):
    e = dict(d)
    e['new'] = 1
    assert e['new'] == 1 and d == d""")
    P(f, c, B, """
def {name}(d: dict[str, int]):
    e = d
    e['new'] = 1
    assert 'new' not in d""", ["({},)"])
    P(f, c, H, """
@deal.pre(lambda d: 'a' in d)
def {name}(d: dict[str, int]):
    assert d['a'] == d.get('a')""")
    P(f, c, B, """
@deal.raises(ValueError)
def {name}(d: dict[str, int]):
    assert d['a'] >= 0 or True""", ["({},)"])
    P(f, c, H, """
def {name}(d: dict[str, int]):
    assert list(d) == list(d.keys())""")
    P(f, c, B, """
def {name}(d: dict[str, int], e: dict[str, int]):
    assert (d == e) == (list(d.items()) == list(e.items()))""", ["({'a': 1, 'b': 2}, {'b': 2, 'a': 1})"])


def params_optional_typing():
    H, B = "holds", "breaks"
    c, f = "param_optional", "ptyping"
    P(f, c, H, """
def {name}(x: Optional[int]):
    y = 0 if x is None else x
    assert y == y""")
    P(f, c, B, """
def {name}(x: Optional[int]):
    assert x is not None""", ["(None,)"])
    P(f, c, H, """
@deal.pre(lambda x: x is not None)
def {name}(x: Optional[int]):
    assert x + 0 == x""")
    P(f, c, B, """
def {name}(x: Optional[int]):
    assert x + 0 == x""", ["(None,)"])
    P(f, c, H, """
def {name}(s: Optional[str]):
    assert (s or '') + 'a' != ''""")
    P(f, c, B, """
def {name}(s: Optional[str]):
    assert len(s or 'x') == 1""", ["('ab',)"])
    P(f, c, H, """
def {name}(x: Union[int, None]):
    assert x is None or isinstance(x, int)""")
    P(f, c, B, """
def {name}(x: int | None):
    assert x != 0""", ["(0,)"])
    c = "param_typing"
    P(f, c, H, """
def {name}(xs: List[int]):
    assert len(xs + xs) == 2 * len(xs)""")
    P(f, c, B, """
def {name}(xs: List[int]):
    assert 0 not in xs""", ["([0],)"])
    P(f, c, H, """
def {name}(d: Dict[str, int]):
    assert all(k in d for k in d.keys())""")
    P(f, c, B, """
def {name}(d: Dict[str, int]):
    assert sum(d.values()) >= 0""", ["({'a': -1},)"])
    P(f, c, H, """
def {name}(s: Set[int]):
    assert s <= s | {1}""")
    P(f, c, B, """
def {name}(s: Set[int]):
    assert 1 not in s""", ["({1},)"])
    P(f, c, H, """
def {name}(t: Tuple[int, ...]):
    assert tuple(list(t)) == t""")
    P(f, c, B, """
def {name}(t: Tuple[int, int]):
    assert t[0] != t[1]""", ["((1, 1),)"])
    P(f, c, H, """
def {name}(xs: typing.List[str]):
    assert ''.join(xs) == ''.join(xs)""")
    P(f, c, B, """
def {name}(xs: typing.List[str]):
    assert ''.join(xs) != 'ab'""", ["(['a', 'b'],)"])
    P(f, c, H, """
def {name}(x: typing.Optional[float]):
    assert x is None or x == x or x != x""")
    P(f, c, B, """
def {name}(x: typing.Optional[float]):
    assert x is None or x == x""", ["(math.nan,)"])
    c = "param_unannotated"
    P(f, c, H, """
def {name}(x):
    ys = [x]
    assert len(ys) == 1""")
    P(f, c, B, """
def {name}(x):
    assert x == x""", ["(math.nan,)"])
    P(f, c, H, """
def {name}(x):
    assert x is x""")
    P(f, c, B, """
def {name}(x):
    assert x + 1 > x""", ["('a',)", "(None,)"])
    P(f, c, H, """
def {name}(x, y):
    assert (x, y) == (x, y) or x != x or y != y or not (x == x and y == y)""")
    P(f, c, B, """
def {name}(x):
    assert isinstance(x, int)""", ["('a',)"])
    P(f, c, H, """
@deal.pre(lambda x: isinstance(x, int) and not isinstance(x, bool))
def {name}(x):
    assert x * 2 == x + x""")
    P(f, c, B, """
@deal.pre(lambda x: isinstance(x, (int, float)))
def {name}(x):
    assert x * 2 == x + x and x == x""", ["(math.nan,)"])


def params_basic():
    H, B = "holds", "breaks"
    c, f = "param_int_str_bool", "pbasic"
    for k in [1, 3, 7, 100, 2 ** 31, 10 ** 20]:
        P(f, c, H, """
@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= %d)
def {name}(x: int) -> int:
    return x + %d""" % (k, k))
        P(f, c, B, """
@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > %d)
def {name}(x: int) -> int:
    return x + %d""" % (k, k), ["(0,)"])
        P(f, c, H, """
def {name}(x: int):
    assert (x * %d) %% %d == 0""" % (k, k))
        P(f, c, B, """
def {name}(x: int):
    assert (x + 1) %% %d != 0 or x < 0""" % (k + 1), ["(%d,)" % k])
        P(f, c, H, """
def {name}(s: str):
    assert len(s + %r) == len(s) + %d""" % ("é" * (k % 5 + 1), k % 5 + 1))
        P(f, c, B, """
def {name}(s: str):
    assert s != %r""" % ("é" * (k % 5 + 1)), ["(%r,)" % ("é" * (k % 5 + 1))])
        P(f, c, H, """
def {name}(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and %d > 0""" % k)
        P(f, c, B, """
def {name}(b: bool, x: int):
    y = x if b else -x
    assert y >= -%d""" % k, ["(True, %d)" % (-k - 1)])
    P(f, c, H, """
@deal.pre(lambda s: len(s) > 0)
def {name}(s: str):
    assert s[0] + s[1:] == s""")
    P(f, c, B, """
def {name}(s: str):
    assert s[0] + s[1:] == s""", ["('',)"])
    P(f, c, H, """
def {name}(s: str):
    assert s.lower().lower() == s.lower()""")
    P(f, c, B, """
def {name}(s: str):
    assert len(s.upper()) == len(s)""", ["('ß',)"])
    P(f, c, H, """
@deal.raises(ZeroDivisionError)
def {name}(a: int, b: int) -> int:
    return a // b""")
    P(f, c, B, """
@deal.raises(ValueError)
def {name}(a: int, b: int) -> int:
    return a // b""", ["(1, 0)"])
    P(f, c, H, """
@deal.pre(lambda a, b: b != 0)
def {name}(a: int, b: int):
    assert (a // b) * b + a % b == a""")
    P(f, c, B, """
@deal.pre(lambda a, b: b != 0)
def {name}(a: int, b: int):
    assert a % b >= 0""", ["(1, -2)"])


def contracts():
    """The deal decorators themselves: pre, post, ensure, raises, asserts."""
    H, B = "holds", "breaks"
    c, f = "deal_contracts", "contracts"
    for k in range(12):
        P(f, c, H, """
@deal.pre(lambda n: n > %d)
@deal.post(lambda r: r > %d)
def {name}(n: int) -> int:
    return n * 2 - %d""" % (k, k, k))
        P(f, c, B, """
@deal.pre(lambda n: n >= %d)
@deal.post(lambda r: r > %d)
def {name}(n: int) -> int:
    return n * 2 - %d""" % (k, k, k), ["(%d,)" % k])
        P(f, c, H, """
@deal.ensure(lambda a, b, result: result >= a and result >= b)
def {name}(a: int, b: int) -> int:
    if a > b + %d:
        return a
    return max(a, b)""" % k)
        P(f, c, B, """
@deal.ensure(lambda a, b, result: result > a or result > b)
def {name}(a: int, b: int) -> int:
    if a > b + %d:
        return a
    return max(a, b)""" % k, ["(0, 0)", "(%d, 0)" % (k + 1)])
    for exc, code in [("ValueError", "raise ValueError('bad')"), ("KeyError", "return {}['k']"),
                      ("IndexError", "return [][0]"), ("ZeroDivisionError", "return n // 0"),
                      ("TypeError", "return n + 'a'"), ("OverflowError", "return float(10 ** 400)")]:
        P(f, c, H, """
@deal.raises(%s)
def {name}(n: int):
    if n > 5:
        %s
    return n""" % (exc, code))
        P(f, c, B, """
def {name}(n: int):
    if n > 5:
        %s
    return n""" % code, ["(6,)"])
        # deal 4.24.6 admits exactly the classes named: type(exc) in raises,
        # so a base class (LookupError for KeyError) does not admit it.
        P(f, c, H if exc in ("TypeError", "ValueError") else B, """
@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def {name}(n: int):
    if n < 0:
        %s
    return n""" % code, None if exc in ("TypeError", "ValueError") else ["(-1,)"])
        P(f, c, B, """
@deal.raises(AttributeError)
def {name}(n: int):
    if n < 0:
        %s
    return n""" % code, ["(-1,)"])
        P(f, c, H, """
@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def {name}(n: int):
    if n < 0:
        %s
    return n""" % code)


def pairs(file, construct, sig, pre, rows):
    """pairs adds, per row (holding assertion, failing assertion, hints),
    a function asserting each under the signature sig and the optional
    precondition pre."""
    for good, bad, hints in rows:
        deco = "@deal.pre(lambda %s: %s)\n" % (pre[0], pre[1]) if pre else ""
        P(file, construct, "holds", "%sdef {name}(%s):\n    assert %s" % (deco, sig, good))
        P(file, construct, "breaks", "%sdef {name}(%s):\n    assert %s" % (deco, sig, bad), hints)


def params_more():
    """Parameters the strings, floats and ints tables pin to constants,
    here free: the assertions hold for every admitted value or fail on
    the hint."""
    pairs("pstrs", "str_ordering", "s: str, t: str", None, [
        ("s < s + 'a'", "s < t", ["('b', 'a')"]),
        ("s + 'a' > s + 'B'", "s + 'a' < s + 'B'", ["('', '')"]),
        ("s <= t or t <= s", "s <= t and t <= s", ["('a', 'b')"]),
        ("(s < t) == (t > s)", "(s < t) == (s <= t)", ["('a', 'a')"]),
        ("min(s, t) <= max(s, t)", "min(s, t) < max(s, t)", ["('a', 'a')"]),
        ("'' <= s", "'' < s", ["('', '')"]),
        ("s[:1] <= s", "s[1:] <= s", ["('ba', '')"]),
        ("s + t >= s", "s + t > s", ["('a', '')"]),
        ("(s < t) or (s == t) or (s > t)", "s.upper() <= s", ["('µ', '')"]),
        ("not (s < t and t < s)", "s < 'é' or s > 'é'", ["('é', '')"]),
        ("sorted([s, t])[0] <= sorted([s, t])[1]", "sorted([s, t])[0] == s", ["('b', 'a')"]),
        ("s + '\U0001f600' > s + '\uffff'", "s + '\U0001f600' < s + '\uffff'", ["('', '')"]),
    ])
    # CPython refuses to convert an int of more than 4300 digits to str
    # (ValueError), so the int formatting rows bound n.
    pairs("pstrs", "percent_format", "n: int", ("n", "abs(n) < 10 ** 1000"), [
        ("int('%d' % n) == n", "'%d' % n != '0'", ["(0,)"]),
        ("len('%05d' % n) >= 5", "len('%05d' % n) == 5", ["(123456,)"]),
        ("('%d' % n).startswith('-') == (n < 0)", "'-' not in '%d' % n", ["(-1,)"]),
        ("'%s' % n == str(n)", "'%s' % n == '%d' % (n + 1)", ["(0,)"]),
        ("'%x' % abs(n) == format(abs(n), 'x')", "len('%x' % n) <= len('%d' % n) and n < 10 ** 9", ["(10 ** 9,)"]),
        ("'%i' % n == '%d' % n", "'%+d' % n != '+0'", ["(0,)"]),
    ])
    pairs("pstrs", "percent_format", "s: str", None, [
        ("'%s' % s == s", "'%r' % s == s", ["('a',)"]),
        ("'[%s]' % s == '[' + s + ']'", "len('%3s' % s) == 3", ["('abcd',)"]),
        ("len('%-4s' % s) >= 4", "len('%-4s' % s) == 4", ["('abcde',)"]),
        ("('%.2s' % s) == s[:2]", "('%.2s' % s) == s", ["('abc',)"]),
    ])
    pairs("pstrs", "percent_format", "x: float", ("x", "0.0 <= x < 1000.0"), [
        ("'%.0f' % x in ('%d' % round(x), '%d' % int(x), '-0')", "'%.0f' % x == '%d' % int(x + 0.5)", ["(2.5,)"]),
        ("'%.0f' % x != '-1'", "'%.0f' % x in ('%d' % round(x), '%d' % int(x))", ["(-0.0,)"]),
        ("len('%.2f' % x) >= 4", "'%.1f' % x == '%.1f' % round(x, 1) and x != 0.05", ["(0.05,)"]),
        ("float('%r' % x) == x", "float('%.2f' % x) == x", ["(0.125,)"]),
    ])
    pairs("pstrs", "str_methods", "s: str", None, [
        ("s.strip() in s", "s.strip() == s", ["(' ',)"]),
        ("len(s.strip()) <= len(s)", "len(s.lower()) == len(s)", ["('İ',)"]),
        ("s.startswith(s[:2])", "s.upper().lower() == s.lower()", ["('ß',)"]),
        ("s.replace('a', 'a') == s", "s.casefold() == s.lower()", ["('ß',)"]),
        ("','.join(s.split(',')) == s", "len(s.split(',')) == s.count(',')", ["('',)"]),
        ("s.find('x') < len(s) or s == '' ", "s.find('x') >= 0", ["('',)"]),
        ("s.count('') == len(s) + 1", "s.count('') == len(s)", ["('',)"]),
        ("not s.isdigit() or s.isnumeric()", "not s.isdigit() or int(s) >= 0", ["('²',)"]),
        ("(s + 'a').endswith('a')", "s.endswith('a') or s.endswith('b')", ["('',)"]),
        ("s.lower() == s.lower().lower()", "s.lower() == s or s.upper() == s", ["('aB',)"]),
        ("s.partition('=')[0] + s.partition('=')[1] + s.partition('=')[2] == s", "'=' in s.partition('=')[1]", ["('',)"]),
        ("len(s * 2) == 2 * len(s)", "s * 2 != s", ["('',)"]),
    ])
    pairs("pfloat2", "param_float", "x: float", None, [
        ("max(0.0, x) >= 0.0", "max(x, 0.0) >= 0.0", ["(math.nan,)"]),
        ("min(1.0, x) <= 1.0", "min(x, 1.0) <= 1.0", ["(math.nan,)"]),
        ("x != -x or x == 0.0", "x != -x", ["(0.0,)"]),
        ("x * 0.0 == 0.0 or x != x or x in (math.inf, -math.inf)", "x * 0.0 == 0.0 or x != x", ["(math.inf,)"]),
        ("abs(x) >= 0.0 or x != x", "abs(x) >= 0.0", ["(math.nan,)"]),
        ("x == x + 1.0 or x + 1.0 != x", "x != x + 1.0", ["(1e16,)"]),
        ("-(-x) == x or x != x", "-(-x) == x", ["(math.nan,)"]),
        ("not (x < 0.0 and x > 0.0)", "x < 0.0 or x >= 0.0", ["(math.nan,)"]),
        ("(x > 0.0) == (0.0 < x)", "(x > 0.0) != (x <= 0.0)", ["(math.nan,)"]),
        ("x - 0.0 == x or x != x", "x + 0.0 == x and x == x", ["(math.nan,)"]),
    ])
    pairs("pfloat2", "param_float", "x: float", ("x", "0.0 <= x <= 1.0"), [
        ("x * x <= x", "x * x < x", ["(0.0,)"]),
        ("x / 2.0 <= x", "x / 2.0 < x", ["(0.0,)"]),
        ("x + 1.0 >= 1.0", "x + 1.0 > 1.0", ["(0.0,)", "(1e-20,)"]),
        ("1.0 - x >= 0.0", "1.0 - x > 0.0", ["(1.0,)"]),
        ("x * 3.0 <= 3.0", "(x * 3.0) / 3.0 == x", ["(0.1,)"]),
        ("x - x == 0.0", "x - 1.0 < 0.0", ["(1.0,)"]),
        ("int(x) in (0, 1)", "int(x) == 0", ["(1.0,)"]),
        ("round(x) in (0, 1)", "round(x) == int(x + 0.5)", ["(0.5,)"]),
        ("math.floor(x) <= x", "math.floor(x) == round(x)", ["(0.5,)", "(0.75,)"]),
        ("math.ceil(x) >= x", "math.ceil(x) == 1", ["(0.0,)"]),
    ])
    pairs("pfloat2", "param_float", "a: float, b: float", ("a, b", "-1e300 <= a <= b <= 1e300"), [
        ("(a + b) / 2.0 <= b", "(a + b) / 2.0 < b", ["(1.0, 1.0)"]),
        ("a - b <= 0.0", "a - b < 0.0", ["(1.0, 1.0)"]),
        ("min(a, b) == a", "max(a, b) == a", ["(1.0, 2.0)"]),
        ("b - a >= 0.0", "(b - a) + a == b", ["(0.1, 0.7)", "(-1e300, 1.0)"]),
    ])
    pairs("pints", "int_bool_str", "x: int", None, [
        ("bool(x) == (x != 0)", "bool(x) == (x > 0)", ["(-1,)"]),
        ("x ** 2 >= 0", "x ** 2 > 0", ["(0,)"]),
        ("-x ** 2 <= 0", "(-x) ** 2 < 0 or x == 0", ["(1,)"]),
        ("x // 2 * 2 + x % 2 == x", "x // 2 == int(x / 2) or x > 10 ** 17", ["(-3,)"]),
        ("abs(x) == x or abs(x) == -x", "abs(x) == x", ["(-1,)"]),
        ("(x >> 1) <= x or x < 0", "(x >> 1) <= x", ["(-3,)"]),
        ("x & 1 == x % 2", "x & 1 == x % 2 and x & 2 == abs(x) & 2", ["(-1,)"]),
        ("x % -2 <= 0", "x % -2 < 0", ["(0,)"]),
        ("x - x == 0", "x * x > x", ["(0,)"]),
        ("abs(x) > 2 ** 53 or float(x) == x", "float(x) == x or abs(x) > 2 ** 53", ["(10 ** 400,)"]),
        ("(x < 0) == (-x > 0)", "(x < 0) == (~x > 0)", ["(-1,)"]),
    ])
    pairs("pints", "int_bool_str", "x: int", ("x", "-10 ** 1000 < x < 10 ** 1000"), [
        ("int(str(x)) == x", "len(str(x)) == len(str(abs(x)))", ["(-1,)"]),
    ])
    pairs("pints", "int_bool_str", "x: int", None, [
        ("abs(x) >= 10 ** 4300 or int(str(x)) == x", "int(str(x)) == x", ["(10 ** 4300,)"]),
    ])
    pairs("pints", "int_float_compare", "n: int", None, [
        ("abs(n) >= 2 ** 52 or n < n + 0.5", "n < n + 0.5", ["(2 ** 53,)"]),
        ("abs(n) > 2 ** 53 or n == float(n)", "n == float(n)", ["(2 ** 53 + 1,)"]),
        ("n <= math.inf", "n < 1e308", ["(10 ** 400,)"]),
        ("(n == 0.0) == (n == 0)", "(n == 0.5) == (n == 0)", ["(0,)"]),
        ("n < 0.5 or n >= 1", "n < 0.5 or n > 1", ["(1,)"]),
        ("max(n, 0.5) >= 0.5", "max(n, 0.5) > 0.5", ["(0,)"]),
    ])


def params_containers_more():
    """More free parameters of container types, Optional, the typing
    spellings and none at all."""
    f = "pcontainers2"
    pairs(f, "param_list", "xs: list[int]", None, [
        ("xs == xs[:]", "xs == xs[::-1]", ["([1, 2],)"]),
        ("len(xs[1:]) == max(len(xs) - 1, 0)", "len(xs[1:]) == len(xs) - 1", ["([],)"]),
        ("all(x in xs for x in xs)", "any(x in xs for x in xs)", ["([],)"]),
        ("xs.count(0) <= len(xs)", "xs.count(0) < len(xs)", ["([],)"]),
        ("list(reversed(xs)) == xs[::-1]", "list(reversed(xs)) == xs", ["([1, 2],)"]),
        ("(xs * 2)[:len(xs)] == xs", "(xs * 2)[len(xs):] != xs", ["([],)"]),
        ("0 in xs + [0]", "0 in xs", ["([],)"]),
        ("len(set(xs)) <= len(xs)", "len(set(xs)) == len(xs)", ["([1, 1],)"]),
        ("xs + [] == xs", "xs + xs == xs", ["([1],)"]),
        ("sorted(xs, reverse=True) == sorted(xs)[::-1]", "sorted(xs, reverse=True) == xs[::-1]", ["([1, 3, 2],)"]),
        ("xs < xs + [0]", "xs < xs + [] ", ["([],)"]),
        ("(xs <= xs + [1]) and not (xs + [1] <= xs)", "xs + [1] <= xs + [0]", ["([],)"]),
    ])
    pairs(f, "param_list", "xs: list[int]", ("xs", "len(xs) > 0"), [
        ("xs[0] == xs[-len(xs)]", "xs[0] == xs[-1]", ["([1, 2],)"]),
        ("min(xs) in xs", "min(xs) == xs[0]", ["([2, 1],)"]),
        ("xs.index(xs[0]) == 0", "xs.index(xs[-1]) == len(xs) - 1", ["([1, 1],)"]),
        ("max(xs) >= min(xs)", "max(xs) > min(xs)", ["([1],)"]),
    ])
    pairs(f, "param_list", "xs: list[str]", None, [
        ("''.join(xs).count('') == len(''.join(xs)) + 1", "len(''.join(xs)) == len(xs)", ["(['ab'],)"]),
        ("'' in xs + ['']", "'' in xs", ["([],)"]),
        ("sorted(xs) <= xs or sorted(xs) > xs", "sorted(xs) == xs", ["(['b', 'a'],)"]),
    ])
    pairs(f, "param_list", "xs: list[float]", None, [
        ("all(x in xs for x in xs)", "all(x == x for x in xs)", ["([math.nan],)"]),
        ("xs == list(xs)", "xs == [x + 0.0 for x in xs]", ["([math.nan],)"]),
    ])
    pairs(f, "param_tuple", "t: tuple[int, ...]", None, [
        ("t + () == t", "t + t == t", ["((1,),)"]),
        ("len(t * 3) == 3 * len(t)", "len(t * 3) > len(t)", ["((),)"]),
        ("t[:1] + t[1:] == t", "t[1:] + t[:1] == t", ["((1, 2),)"]),
        ("tuple(sorted(t)) <= t", "tuple(sorted(t)) == t", ["((2, 1),)"]),
        ("t.count(0) <= len(t)", "t.count(0) == 0", ["((0,),)"]),
        ("t < t + (0,)", "t < t", ["((),)"]),
    ])
    pairs(f, "param_tuple", "t: tuple[int, str]", None, [
        ("t[0] == t[0] and t[1] == t[1]", "t[1] != ''", ["((0, ''),)"]),
        ("len(t) == 2", "t < (0, '')", ["((0, ''),)"]),
    ])
    pairs(f, "param_set", "s: set[int]", None, [
        ("s & s == s", "s & {0} == s", ["({1},)"]),
        ("len(s | {0}) in (len(s), len(s) + 1)", "len(s | {0}) == len(s) + 1", ["({0},)"]),
        ("s - {0} <= s", "s - {0} < s", ["(set(),)"]),
        ("(s ^ s) == set()", "(s ^ {0}) == s", ["(set(),)"]),
        ("s.issubset(s | {1})", "s.issuperset(s | {1})", ["(set(),)"]),
        ("0 not in s - {0}", "0 in s | set()", ["(set(),)"]),
        ("max(s, default=0) >= min(s, default=0)", "max(s, default=0) > min(s, default=0)", ["({1},)"]),
        ("len(s) == len(list(s))", "len(s) == len(s | {len(s)})", ["({0},)"]),
    ])
    pairs(f, "param_set", "s: frozenset[str]", None, [
        ("s | frozenset() == s", "'' in s", ["(frozenset(),)"]),
        ("s == set(s)", "s != set(s)", ["(frozenset(),)"]),
    ])
    pairs(f, "param_dict", "d: dict[str, int]", None, [
        ("len(d) == len(list(d.items()))", "len(d) == sum(d.values())", ["({'a': 2},)"]),
        ("all(d[k] == v for k, v in d.items())", "all(v >= 0 for v in d.values())", ["({'a': -1},)"]),
        ("d.get('zz', 0) == (d['zz'] if 'zz' in d else 0)", "d.get('zz') == 0", ["({},)"]),
        ("dict(d) == d", "dict(d) is d", ["({},)"]),
        ("{**d} == d", "{**d, 'q': 1} == d", ["({},)"]),
        ("list(d.keys()) == list(d)", "sorted(d) == list(d)", ["({'b': 1, 'a': 2},)"]),
        ("(d == {}) == (len(d) == 0)", "d != {}", ["({},)"]),
        ("set(d.keys()) == set(d)", "set(d.values()) == set(d)", ["({'a': 1},)"]),
        ("d.keys() == d.keys()", "d.values() == d.values()", ["({},)"]),
        ("('a' in d) == ('a' in d.keys())", "('a' in d) == (1 in d.values())", ["({'a': 2},)"]),
    ])
    pairs(f, "param_dict", "d: dict[str, float]", None, [
        ("all(k in d for k in d)", "all(v == v for v in d.values())", ["({'a': math.nan},)"]),
        ("d == dict(d.items())", "d == {k: v + 0.0 for k, v in d.items()}", ["({'a': math.nan},)"]),
    ])
    pairs(f, "param_optional", "x: Optional[int]", None, [
        ("x is None or x == x", "x is None or x > 0", ["(0,)"]),
        ("(x or 0) == (x if x else 0)", "(x or 1) == x", ["(None,)"]),
        ("x != 0 or x is not None", "x != 0", ["(0,)"]),
        ("isinstance(x, int) or x is None", "isinstance(x, int)", ["(None,)"]),
    ])
    pairs(f, "param_optional", "s: Optional[str]", None, [
        ("s is None or len(s) >= 0", "s is None or len(s) > 0", ["('',)"]),
        ("(s is None) != isinstance(s, str)", "s != ''", ["('',)"]),
    ])
    pairs(f, "param_typing", "xs: List[str], d: Dict[str, float]", None, [
        ("len(xs) >= 0 and len(d) >= 0", "len(xs) >= len(d)", ["([], {'a': 1.0})"]),
        ("all(x in d or x not in d for x in xs)", "all(x in d for x in xs)", ["(['a'], {})"]),
    ])
    pairs(f, "param_typing", "s: Set[str], t: Tuple[int, str]", None, [
        ("t[1] in s or t[1] not in s", "t[1] in s", ["(set(), (0, 'a'))"]),
        ("len(s | {t[1]}) >= 1", "len(s | {t[1]}) > len(s)", ["({'a'}, (0, 'a'))"]),
    ])
    pairs(f, "param_typing", "s: FrozenSet[int], x: typing.Optional[str]", None, [
        ("len(s) >= 0 and (x is None or len(x) >= 0)", "x is None or len(x) < len(s) + 1", ["(frozenset(), 'a')"]),
    ])
    pairs(f, "param_unannotated", "x", None, [
        ("x in [x]", "x == x", ["(math.nan,)"]),
        ("[x] * 2 == [x, x]", "[x] * 2 == [x, x] and x == x", ["(math.nan,)"]),
        ("type(x) == type(x)", "type(x) is int", ["('a',)"]),
        ("(x,)[0] is x", "x is not None", ["(None,)"]),
        ("len({1: x}) == 1", "bool(x) or x is None", ["(0,)"]),
        ("x in [x]", "x in {x}", ["([],)"]),
        ("repr(x) == repr(x)", "str(x) != ''", ["('',)"]),
    ])


def params_str_unicode():
    """str methods and ordering over a free str, where Unicode's tables
    (uncased letters, case mappings without inverse, digits that are not
    decimal) decide."""
    rows = [  # (condition, holding assertion, failing assertion, hints)
        ("s.isupper()", "s.lower() != s or True", "s.lower() != s", ["('\u03d2',)"]),
        ("s.islower()", "s.upper() == s.upper()", "s.upper() != s", ["('\u0138',)"]),
        ("s.isdecimal()", "s.isdigit()", "s.isascii()", ["('\u0663',)"]),
        ("s.isdigit()", "s.isnumeric()", "s.isdecimal()", ["('\u00b2',)"]),
        ("s.isascii()", "len(s.upper()) == len(s)", "s.upper() != s", ["('',)"]),
        ("s.isascii() and s.isalpha()", "s.lower().islower()", "s.upper().islower()", ["('a',)"]),
        ("s.isalpha()", "len(s) > 0", "s.upper().isupper()", ["('\u65e5',)"]),
        ("s", "s.title() == s.title()", "s.title().istitle()", ["('1',)"]),
    ]
    for cond, good, bad, hints in rows:
        for intent, a, h in (("holds", good, None), ("breaks", bad, hints)):
            P("pstrs2", "str_methods", intent, "def {name}(s: str):\n    if %s:\n        assert %s" % (cond, a), h)
    pairs("pstrs2", "str_methods", "s: str", None, [
        ("s.strip() == s.strip().strip()", "' '.join(s.split()) == s", ["('a  b',)"]),
        ("s.split() == s.strip().split()", "s.split(' ') == s.split()", ["('',)"]),
        ("s.lstrip().rstrip() == s.strip()", "s.lstrip() == s.strip()", ["('a ',)"]),
        ("s.startswith(s) and s.endswith('')", "s.startswith(s + ' ')", ["('',)"]),
        ("s.find(s) == 0 and s.rfind('') == len(s)", "s.find('') == len(s)", ["('a',)"]),
        ("len(s.zfill(5)) == max(5, len(s))", "s.zfill(5).endswith(s)", ["('-3',)"]),
        ("s.replace('a', 'b').count('a') == 0", "s.replace('ab', 'b').count('ab') == 0", ["('aab',)"]),
        ("s.count('aa') * 2 <= len(s)", "s.count('aa') == len(s) // 2", ["('ab',)"]),
        ("s.center(7).strip() == s.strip()", "len(s.center(7)) == 7", ["('abcdefgh',)"]),
    ])
    rows = [
        ("s < t and not t.startswith(s)", "s + 'z' < t + 'a'", "s + 'z' > t", ["('a', 'b')"]),
        ("s < t", "s[:1] <= t[:1]", "s + 'z' < t + 'a'", ["('a', 'ab')"]),
        ("s < t", "s != t", "len(s) <= len(t)", ["('ab', 'b')"]),
        ("True", "max(s, t) + min(s, t) in (s + t, t + s)", "max(s, t) + min(s, t) == s + t", ["('a', 'b')"]),
        ("s.isascii() and t.isascii()", "(s.lower() < t.lower()) or (s.lower() >= t.lower())", "(s < t) == (s.lower() < t.lower())", ["('B', 'a')"]),
    ]
    for cond, good, bad, hints in rows:
        for intent, a, h in (("holds", good, None), ("breaks", bad, hints)):
            P("pstrs2", "str_ordering", intent, "def {name}(s: str, t: str):\n    if %s:\n        assert %s" % (cond, a), h)


def params_float_more():
    """Floats over free parameters where rounding decides: x % 1.0 can be
    1.0, a float's // and % do not add back up, halfway cases round to
    even."""
    fin = ("x", "math.isfinite(x)")
    pairs("pfloat3", "float_floordiv_mod_pow", "x: float", fin, [
        ("x % 1.0 <= 1.0", "x % 1.0 < 1.0", ["(-1e-20,)"]),
        ("x % -1.0 <= 0.0", "x % -1.0 < 0.0", ["(0.0,)"]),
        ("x // 1.0 <= x", "(x // 1.0) + (x % 1.0) == x", ["(-1e-20,)"]),
        ("x % 2.0 >= 0.0", "x % 2.0 > 0.0 or x % 2.0 == 0.0 and str(x % 2.0) == '0.0' and x >= 0.0", ["(-2.0,)"]),
    ])
    pairs("pfloat3", "float_conversions", "x: float", ("x", "math.isfinite(x) and abs(x) < 2.0 ** 52"), [
        ("abs(round(x) - x) <= 0.5", "abs(round(x) - x) < 0.5", ["(0.5,)"]),
        ("round(x) % 2 == 0 or abs(round(x) - x) != 0.5", "round(x) == math.floor(x + 0.5)", ["(0.5,)", "(2.5,)"]),
        ("int(x) == math.trunc(x)", "int(x) == math.floor(x)", ["(-0.5,)"]),
        ("abs(x - int(x)) < 1.0", "x == float(int(x))", ["(0.5,)"]),
        ("float(int(x)) == x or x != math.floor(x)", "float(int(x)) == x or x > 0.0", ["(-0.5,)"]),
    ])
    pairs("pfloat3", "float_arith", "x: float", ("x", "x == x"), [
        ("x * x >= 0.0", "x * x > 0.0", ["(0.0,)", "(1e-200,)"]),
        ("x + x == 2.0 * x", "x + x > x", ["(0.0,)"]),
        ("x * 0.5 == x / 2.0", "x * 0.5 < x", ["(0.0,)"]),
        ("-(-x) == x", "x - x == 0.0", ["(math.inf,)"]),
    ])
    pairs("pfloat3", "float_arith", "x: float, y: float", ("x, y", "math.isfinite(x) and math.isfinite(y)"), [
        ("x - y == -(y - x)", "(x + y) - y == x", ["(1.0, 1e16)"]),
        ("max(x, y) >= min(x, y)", "(x + y) / 2.0 <= max(x, y)", ["(1e308, 1e308)"]),
        ("x + y == y + x", "x + y - x == y", ["(1e16, 1.0)"]),
    ])
    pairs("pfloat3", "true_division", "x: float, y: float", ("x, y", "math.isfinite(x) and abs(y) >= 1.0 and math.isfinite(y)"), [
        ("abs(x / y) <= abs(x)", "abs(x / y) < abs(x) or x == 0.0", ["(1.0, 1.0)"]),
    ])
    pairs("pfloat3", "int_float_compare", "n: int", ("n", "abs(n) <= 2 ** 53"), [
        ("n * 1.0 == n", "n * 1.0 == n + 1", ["(0,)"]),
        ("n / 1 == n", "n / 2 == n // 2", ["(1,)"]),
        ("n // 2.0 == n // 2", "int(n / 2) == n // 2", ["(-3,)"]),
        ("float(n) == n", "float(n) != n + 0.5", ["(2 ** 53,)"]),
    ])


def contracts_more():
    """How deal's decorators combine: several preconditions, a
    postcondition skipped when a declared exception escapes, None
    returned implicitly, deal's `_` namespace in a precondition."""
    H, B = "holds", "breaks"
    c, f = "deal_contracts", "contracts2"
    P(f, c, H, "@deal.pre(lambda x: x > 0)\n@deal.pre(lambda x: x < 10)\ndef {name}(x: int):\n    assert x * x < 100")
    P(f, c, B, "@deal.pre(lambda x: x > 0)\n@deal.pre(lambda x: x < 10)\ndef {name}(x: int):\n    assert x * x < 81", ["(9,)"])
    P(f, c, H, "@deal.raises(ValueError)\n@deal.post(lambda r: r > 0)\ndef {name}(x: int) -> int:\n    if x <= 0:\n        raise ValueError\n    return x")
    P(f, c, B, "@deal.raises(ValueError)\n@deal.post(lambda r: r > 0)\ndef {name}(x: int) -> int:\n    if x < 0:\n        raise ValueError\n    return x", ["(0,)"])
    P(f, c, H, "@deal.post(lambda r: r is None)\ndef {name}(x: int):\n    if x > 0:\n        return\n    x += 1")
    P(f, c, B, "@deal.post(lambda r: r == 0)\ndef {name}(x: int):\n    if x > 0:\n        return 0\n    x += 1", ["(0,)"])
    P(f, c, H, "@deal.pre(lambda x: x > 0)\ndef {name}(x: int) -> int:\n    return 10 // x")
    P(f, c, B, "@deal.pre(lambda x: x >= 0)\ndef {name}(x: int) -> int:\n    return 10 // x", ["(0,)"])
    P(f, c, H, "@deal.raises(ZeroDivisionError)\n@deal.post(lambda r: r >= 0)\ndef {name}(x: int) -> int:\n    return 10 // abs(x)")
    P(f, c, B, "@deal.raises(ZeroDivisionError)\n@deal.post(lambda r: r > 0)\ndef {name}(x: int) -> int:\n    return 10 // x", ["(-1,)"])
    P(f, c, H, "@deal.pre(lambda _: _.x > 0)\ndef {name}(x: int, y: int):\n    assert x > 0")
    P(f, c, B, "@deal.pre(lambda _: _.x > 0)\ndef {name}(x: int, y: int):\n    assert y > 0", ["(1, 0)"])
    P(f, c, H, "@deal.ensure(lambda a, b, result: result == a + b)\ndef {name}(a: int, b: int = 5) -> int:\n    return b + a")
    P(f, c, B, "@deal.ensure(lambda a, b, result: result > a)\ndef {name}(a: int, b: int = 5) -> int:\n    return b + a", ["(0, 0)"])
    P(f, c, H, "@deal.post(lambda result: result >= 0)\ndef {name}(x: int) -> int:\n    return x * x")
    P(f, c, B, "@deal.post(lambda result: result > 0)\ndef {name}(x: int) -> int:\n    return x * x", ["(0,)"])
    P(f, c, H, "@deal.raises(KeyError)\ndef {name}(k: str) -> int:\n    return {'a': 1}[k]")
    P(f, c, B, "@deal.raises(LookupError)\ndef {name}(k: str) -> int:\n    return {'a': 1}[k]", ["('b',)"])
    P(f, c, H, "@deal.pre(lambda s: len(s) > 2)\n@deal.post(lambda r: len(r) == 1)\ndef {name}(s: str) -> str:\n    return s[2]")
    P(f, c, B, "@deal.pre(lambda s: len(s) >= 2)\n@deal.post(lambda r: len(r) == 1)\ndef {name}(s: str) -> str:\n    return s[2]", ["('ab',)"])


def params_re():
    """re over a free str: what a match implies about the string."""
    rows = [  # (pattern, function, holding assertion, failing assertion, hints)
        ("[a-z]+", "fullmatch", "s.isalpha() and s.islower()", "len(s) < 5", ["('abcdef',)"]),
        ("\\d+", "fullmatch", "s.isdigit()", "s.isascii()", ["('٣',)"]),
        ("\\d+", "fullmatch", "len(s) > 4300 or int(s) >= 0", "int(s) >= 0", ["('1' * 5000,)"]),
        ("\\w+", "fullmatch", "len(s) > 0", "s.isalnum()", ["('_',)"]),
        ("[^@]+@[^@]+", "fullmatch", "s.count('@') == 1", "s.index('@') > 1", ["('a@b',)"]),
        ("a.b", "fullmatch", "len(s) == 3 and '\\n' not in s", "s[1] != '\\r'", ["('a\\rb',)"]),
        ("ab", "match", "s.startswith('ab')", "s == 'ab'", ["('abc',)"]),
        ("ab$", "search", "'ab' in s", "s.endswith('ab')", ["('ab\\n',)"]),
        ("ab$", "fullmatch", "s == 'ab'", "s != 'ab'", ["('ab',)"]),
        ("(?i)k", "fullmatch", "s.lower() == 'k' or s == '\\u212a'", "s in ('k', 'K')", ["('\\u212a',)"]),
        ("\\s+", "fullmatch", "s.strip() == ''", "s.isascii()", ["('\\xa0',)"]),
        ("\\s", "fullmatch", "s.isspace()", "s in ' \\t\\n\\r\\f\\v'", ["('\\x1c',)"]),
        ("x*", "fullmatch", "set(s) <= {'x'}", "len(s) > 0", ["('',)"]),
        ("[0-9]{3}", "fullmatch", "int(s) < 1000", "int(s) >= 100", ["('007',)"]),
        ("(ab)+", "fullmatch", "len(s) % 2 == 0", "len(s) % 4 == 0", ["('ab',)"]),
        ("a|ab", "fullmatch", "s in ('a', 'ab')", "s == 'a'", ["('ab',)"]),
    ]
    for pat, fn, good, bad, hints in rows:
        for intent, a, h in (("holds", good, None), ("breaks", bad, hints)):
            P("remod2", "re", intent, "def {name}(s: str):\n    if re.%s(%r, s):\n        assert %s" % (fn, pat, a), h)
    pairs("remod2", "re", "s: str", None, [
        ("(re.fullmatch('a|b', s) is None) == (s not in ('a', 'b'))", "re.fullmatch('a|b', s) is None", ["('a',)"]),
        ("(re.fullmatch('a?', s) is not None) == (s in ('', 'a'))", "re.fullmatch('a?', s) is not None", ["('b',)"]),
        ("re.match('', s) is not None", "re.fullmatch('', s) is not None", ["('a',)"]),
        ("re.search('a', s) is None or 'a' in s", "re.search('a', s) is None", ["('a',)"]),
        ("(re.search('a', s) is not None) == ('a' in s)", "(re.match('a', s) is not None) == ('a' in s)", ["('ba',)"]),
    ])


def main():
    float_arith()
    true_division()
    float_floordiv_mod_pow()
    float_conversions()
    int_float_compare()
    math_module()
    sets()
    lists()
    tuples()
    slicing()
    nan_identity()
    dicts()
    str_ordering()
    percent_format()
    str_methods()
    re_module()
    random_module()
    os_path()
    int_bool_str()
    params_float()
    params_containers()
    params_optional_typing()
    params_basic()
    contracts()
    params_more()
    params_containers_more()
    params_re()
    params_str_unicode()
    params_float_more()
    contracts_more()

    header = {
        "remod": "import deal\nimport math\nimport re\n",
        "randommod": "import deal\nimport math\nimport random\n",
        "ospath": "import deal\nimport math\nimport os.path\n",
        "pints": "import deal\nimport math\n",
        "remod2": "import deal\nimport math\nimport re\n",
        "pcontainers2": "import deal\nimport math\nimport typing\nfrom typing import Dict, FrozenSet, List, Optional, Set, Tuple\n",
        "ptyping": "import deal\nimport math\nimport typing\nfrom typing import Dict, List, Optional, Set, Tuple, Union\n",
    }
    index = []
    names = set()
    # Small files: clauz3 parses the whole entry file for each target.
    for stale in os.listdir(HERE):
        if stale.endswith(".py") and stale not in ("gen.py", "record.py"):
            os.remove(os.path.join(HERE, stale))
    nfiles = 0
    for group in sorted(cases):
        funcs = cases[group]
        for k in range(0, len(funcs), CHUNK):
            file = "%s_%02d.py" % (group, k // CHUNK)
            nfiles += 1
            text = ('"""Corpus of issue 18, written by gen.py: do not edit."""\n\n'
                    + header.get(group, "import deal\nimport math\n"))
            for name, construct, intent, src, hints in funcs[k:k + CHUNK]:
                if name in names:
                    raise SystemExit("gen.py: duplicate function " + name)
                names.add(name)
                text += "\n\n" + src + "\n"
                index.append({"file": file, "name": name, "construct": construct, "intent": intent, "hints": hints})
            with open(os.path.join(HERE, file), "w", encoding="utf-8") as fh:
                fh.write(text)
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as fh:
        json.dump(index, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    hold = sum(1 for c in index if c["intent"] == "holds")
    print("gen.py: %d functions in %d files (%d intended to hold, %d to break)"
          % (len(index), nfiles, hold, len(index) - hold), file=sys.stderr)


if __name__ == "__main__":
    main()
