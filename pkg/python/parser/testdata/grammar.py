"""Constructs for the quick differential test (valid Python 3.11)."""
from __future__ import annotations
import os.path as p, sys
from . import (a as b, c,)
from ...pkg.mod import *

@dec
@dec.attr(1, *a, k=2, **kw)
async def f(a, b: int = 1, /, c=2, *args: int, d, e: str = "x", **kw) -> None:
    global g
    x: list[int] = [1, 2]
    (y): int
    y.z: int = 3
    x[0] += 1; x[1:2] = x[::2]; x[1:2, ...] = x[:, None]
    del x[0], y.z
    async with a as (b, c), d:
        await e
    async for i, *rest in aiter():
        yield i
    return await f(*[i async for i in g() if i if not i])

class C(Base, metaclass=M, **kw):
    "doc"
    def method(self): nonlocal_ = lambda x, *y, z=1, **w: (x, y, z, w)

x = yield_ = 1 if a else 2 if b else 3
y = a and b or not c and (d or e)
z = a < b <= c > d >= e == f != g is h is not i in j not in k
w = -a + +b - ~c * d / e // f % g @ h ** -i ** j << 2 >> 3 & 4 ^ 5 | 6
v = {**a, 'b': 1, **{'c': 2}}, {1, *s}, {k: v for k, v in d.items()}, {x for x in s}
u = (x for x in y for z in x if z), [*a, *b], (*c,), ()
t = b'\x00' rb'\n' B'\xff\777'
t = 'a' 'b' r'\d' u'u' '\N{BULLET}\u00e9\U0001F600\x41\101\
' """tri
ple""" f'{x!r:>{w}.{p}f}' f"{x=}" f'{{}}{y!s}' f"{'nested'}" F'{a:%Y}'
s = 0x_FF + 0o17 + 0b1_0 + 1_000 + 1.5e-3 + .5 + 5. + 1j + 2.5J + 1e100 + 0.1
r = x[1:2:3], x[:], x[::], x[a, b:c], x[()]
q = (a := 10), [b := 2 for _ in ()], f(c := 3)
match command.split():
    case [action]: pass
    case [action, obj]: pass
    case Point(x=0, y=0) | Point(1, 2): pass
    case {"x": x, "y": 1, **rest}: pass
    case [1, 2, *others] if others: pass
    case (1 | 2) as n: pass
    case -1 | 1.5 | -2+3j | "s" "t" | b"" | None | True | False: pass
    case a.b.c: pass
    case {1: _, a.b: [*_]}: pass
    case (): pass
    case _: pass
match = case = type = 1
print(match, case, type)
try:
    pass
except (A, B) as e:
    raise X from e
except C:
    raise
else:
    assert x, "msg"
finally:
    pass
try:
    pass
except* ValueError:
    pass
with (open(a) as f, open(b) as g,):
    pass
with (a, b):
    pass
with (yield):
    pass
while x:
    break
else:
    continue
for x, in y:
    pass
if a:
    pass
elif b:
    pass
elif c:
    pass
else:
    pass
x = [
    1,  # comment
    2,
]
def g(): return \
    1
lambda: (yield)
