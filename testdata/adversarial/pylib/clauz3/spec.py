"""Contract specifications, evaluated concretely by witness.py.

A ContractSpec is built when the guarantee expression is evaluated (at the
target's definition time, as CPython evaluates decorators); its lambdas
are called only when witness.py checks the recorded facts, so they see the
builder's locals as they are then (Python's late binding). Every
comparison, equality and truth test is Python's own: distinct and
shares_value use ==, all and where use truthiness, sum is sum().
"""

import operator

_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq}


class ContractSpec:
    """A guarantee about the facts (trusted calls) of one run."""

    label = ""

    def holds(self, facts):
        raise NotImplementedError

    def __bool__(self):
        # A spec is never a truth value: `if spec:` in a builder is a bug.
        raise TypeError("a ContractSpec has no truth value")


class _True(ContractSpec):
    def holds(self, facts):
        return True


class _All(ContractSpec):
    def __init__(self, rel, pred):
        self.rel, self.pred = rel, pred

    def holds(self, facts):
        return all(self.pred(r) for r in self.rel.rows(facts))


class _Empty(ContractSpec):
    def __init__(self, rel):
        self.rel = rel

    def holds(self, facts):
        return not self.rel.rows(facts)


class _Distinct(ContractSpec):
    def __init__(self, rel, key):
        self.rel, self.key = rel, key

    def holds(self, facts):
        keys = [self.key(r) for r in self.rel.rows(facts)]
        for i in range(len(keys)):
            for j in range(i + 1, len(keys)):
                if keys[i] == keys[j]:
                    return False
        return True


class _SharesValue(ContractSpec):
    def __init__(self, rel, other, key):
        self.rel, self.other, self.key = rel, other, key

    def holds(self, facts):
        return any(self.key(a) == self.key(b)
                   for a in self.rel.rows(facts) for b in self.other.rows(facts))


class _Compare(ContractSpec):
    def __init__(self, agg, op, bound):
        self.agg, self.op, self.bound = agg, op, bound

    def holds(self, facts):
        return bool(_OPS[self.op](self.agg.value(facts), self.bound))


class _Aggregate:
    """count() or sum(selector): compared with <, <=, >, >= or ==."""

    def __init__(self, rel, selector):
        self.rel, self.selector = rel, selector

    def value(self, facts):
        rows = self.rel.rows(facts)
        if self.selector is None:
            return len(rows)
        return sum(self.selector(r) for r in rows)

    def __lt__(self, n):
        return _Compare(self, "<", n)

    def __le__(self, n):
        return _Compare(self, "<=", n)

    def __gt__(self, n):
        return _Compare(self, ">", n)

    def __ge__(self, n):
        return _Compare(self, ">=", n)

    def __eq__(self, n):
        return _Compare(self, "==", n)

    __hash__ = None


class Relation:
    """The facts of one effect: trusted calls named name or marked name."""

    def __init__(self, name, filters=()):
        self.name, self.filters = name, tuple(filters)

    def rows(self, facts):
        out = []
        for f in facts:
            if f.name != self.name and self.name not in f.markers:
                continue
            if all(w(f.row) for w in self.filters):
                out.append(f.row)
        return out

    def where(self, pred):
        return Relation(self.name, self.filters + (pred,))

    def all(self, pred):
        return _All(self, pred)

    def empty(self):
        return _Empty(self)

    def distinct(self, key):
        return _Distinct(self, key)

    def count(self):
        return _Aggregate(self, None)

    def sum(self, selector):
        return _Aggregate(self, selector)

    def shares_value(self, other, key):
        return _SharesValue(self, other, key)


def effect(name):
    """The relation of the trusted calls named name (or marked name)."""
    return Relation(name)


def no_guarantees():
    return _True()


def _repr(v):
    try:
        return repr(v)
    except ValueError:  # an int beyond CPython's 4300-digit str limit
        return f"<{type(v).__name__} of {v.bit_length()} bits>"


def contract(builder):
    """Mark builder as a contract: calling it builds a labelled ContractSpec."""

    def build(*args, **kwargs):
        spec = builder(*args, **kwargs)
        if not isinstance(spec, ContractSpec):
            raise TypeError(f"contract {builder.__name__} returned {type(spec).__name__}, not a ContractSpec")
        parts = [_repr(a) for a in args] + [f"{k}={_repr(v)}" for k, v in kwargs.items()]
        spec.label = f"{builder.__name__}({', '.join(parts)})"
        spec.contract = builder.__name__
        return spec

    build.__name__ = builder.__name__
    build.__qualname__ = builder.__qualname__
    build.__module__ = builder.__module__
    build.__doc__ = builder.__doc__
    build.__wrapped__ = builder
    return build
