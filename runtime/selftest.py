"""Self-test of the runtime package (run by e2e/runtime's TestRuntimePackage).

    .venv/bin/python runtime/selftest.py

Each check states what CPython must do with the package; the script prints
one line per check and exits 1 if any fails.
"""

from __future__ import annotations

import random
import sys
import types
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import deal  # noqa: E402

import clauz3  # noqa: E402
from clauz3 import Effect, Row, RowSchemaError, guarantee, guarantees  # noqa: E402
from clauz3.fluent import effect as fluent_effect  # noqa: E402
from clauz3.fluent import fluent  # noqa: E402
from clauz3.harness import Drawer, Pool, Recorder  # noqa: E402
from clauz3.policy import DomainPolicy, domain_policy  # noqa: E402
from clauz3.row import column_value  # noqa: E402
from clauz3.spec import ContractSpec, contract, effect, is_contract, no_guarantees  # noqa: E402

failures: list[str] = []


def check(name: str, cond: bool) -> None:
    print(("ok   " if cond else "FAIL ") + name)
    if not cond:
        failures.append(name)


def raises(exc: type[BaseException], f) -> bool:  # type: ignore[no-untyped-def]
    try:
        f()
    except exc:
        return True
    return False


def mail(addr: str, msg: str = "hi") -> Effect:
    return Effect("send_email", {"addr": addr, "msg": msg}, frozenset({"email"}))


def news(addr: str) -> Effect:
    return Effect("send_newsletter", {"addr": addr, "subject": "s"}, frozenset({"email"}))


check("clauz3 is this repository's package, not the reference's",
      Path(clauz3.__file__).resolve().parent == HERE / "clauz3")

# guarantee
Email = effect("send_email")
AnyMail = effect("email")
g1, g2 = Email.empty(), Email.count() <= 3


def f() -> None:
    pass


same = guarantee(g1)(guarantee(g2)(f))
check("guarantee returns the function itself", same is f)
check("guarantees lists them top decorator first", guarantees(f) == [g1, g2])
check("guarantee refuses what is not a ContractSpec", raises(TypeError, lambda: guarantee(True)))  # type: ignore[arg-type]
check("a ContractSpec has no truth value", raises(TypeError, lambda: bool(g1)))


@contract
def only(addresses: list[str]) -> ContractSpec:
    return Email.all(lambda e: e.addr in addresses)


check("@contract returns the function, marked", is_contract(only) and not is_contract(f))
run = [mail("bob@x"), news("ann@x"), mail("ann@x", "hello")]

# relations
check("effect(name) selects by name", Email.count().value(run) == 2)
check("effect(marker) selects by @deal.has marker", AnyMail.count().value(run) == 3)
check("all holds", only(["bob@x", "ann@x"]).check(run))
check("all fails", not only(["bob@x"]).check(run))
check("all of nothing holds", only([]).check([]))
check("empty", Email.empty().check([news("a")]) and not Email.empty().check(run))
check("where filters", Email.where(lambda e: e.addr == "ann@x").count().value(run) == 1)
check("where then all", Email.where(lambda e: e.msg == "hello").all(lambda e: e.addr == "ann@x").check(run))
check("distinct holds", Email.distinct(lambda e: e.addr).check(run))
check("distinct fails on a repeated key", not AnyMail.distinct(lambda e: e.addr).check(run))
for op, n, want in [("<", 2, False), ("<=", 2, True), (">", 1, True), (">=", 3, False), ("==", 2, True), ("!=", 2, False)]:
    spec = {"<": Email.count() < n, "<=": Email.count() <= n, ">": Email.count() > n,
            ">=": Email.count() >= n, "==": Email.count() == n, "!=": Email.count() != n}[op]
    check(f"count() {op} {n} is {want}", spec.check(run) is want)
check("sum", Email.sum(lambda e: len(e.msg)).value(run) == 7 and (Email.sum(lambda e: len(e.msg)) <= 7).check(run))
check("count() compares with ints only", raises(TypeError, lambda: Email.count() <= "3"))
check("count() compares with ints, not bools", raises(TypeError, lambda: Email.count() <= True))
check("sum() needs ints", raises(TypeError, lambda: (Email.sum(lambda e: e.msg) <= 3).check(run)))
same_msg = Email.where(lambda e: e.addr == "bob@x").shares_value(Email.where(lambda e: e.addr == "ann@x"), lambda e: e.msg)
check("shares_value fails when no pair agrees", not same_msg.check(run))
check("shares_value holds when a pair agrees", same_msg.check([mail("bob@x", "m"), mail("ann@x", "z"), mail("ann@x", "m")]))
check("shares_value of nothing fails", not same_msg.check([]))
check("no_guarantees holds", no_guarantees().check(run))
check("& is both", not (Email.empty() & no_guarantees()).check(run) and (no_guarantees() & no_guarantees()).check([]))
check("a predicate must give a bool", raises(TypeError, lambda: Email.all(lambda e: e.addr).check(run)))
check("an unknown field is an error", raises(AttributeError, lambda: Email.all(lambda e: e.to == "x").check(run)))
check("check takes (name, args, markers) tuples", Email.count().value([("send_email", {"addr": "a"})]) == 1)
check("effects are in program order for count", (Email.count() == 0).check([]))


# rows
class UserRow(Row):
    email: str
    age: int
    consented: bool


class OtherRow(Row):
    email: str


check("UserRow.email is a ColumnRef", isinstance(UserRow.email, clauz3.ColumnRef) and UserRow.email.field == "email")
u = UserRow(email="a@x", age=3, consented=True)
check("row fields read back", u.email == "a@x" and u.age == 3 and u.consented is True)
check("rows are read-only", raises(AttributeError, lambda: setattr(u, "age", 4)))
check("rows need every field", raises(TypeError, lambda: UserRow(email="a", age=3)))
check("rows refuse unknown fields", raises(TypeError, lambda: UserRow(email="a", age=3, consented=True, x=1)))
check("row field types are checked", raises(TypeError, lambda: UserRow(email="a", age=True, consented=True)))
check("a list field is refused", raises(RowSchemaError, lambda: type("Bad", (Row,), {"__annotations__": {"xs": list}})))
tagged = column_value(UserRow, "email", "a@x")
Col = effect("send_email").all(lambda e: e.addr == UserRow.email)
check("a value read from the column satisfies == Row.col", Col.check([mail(tagged)]))
check("an equal literal does not", not Col.check([mail("a@x")]))
check("a value of another column does not", not Col.check([mail(column_value(OtherRow, "email", "a@x"))]))
check("a value computed from the column does not", not Col.check([mail(tagged + "")]))
check("!= Row.col is the negation", effect("send_email").all(lambda e: e.addr != UserRow.email).check([mail("a@x")]))

# fluents
Door = fluent("door_locked", key=str, value=bool, initial=True)


@fluent_effect(lambda door: Door.set(door, False))
def unlock(door: str) -> None:
    pass


@fluent_effect(lambda door: [Door.set(door, True), Door.set("alarm", True)])
def lock(door: str) -> None:
    pass


def call(name: str, door: str) -> Effect:
    return Effect(name, {"door": door})


check("@effect returns the function", unlock.__name__ == "unlock")
check("final[k] is initial when never set", (Door.final["front"] == True).check([]))  # noqa: E712
check("later updates win", (Door.final["front"] == True).check([call("unlock", "front"), call("lock", "front")]))  # noqa: E712
check("final[k] != v", (Door.final["front"] != True).check([call("lock", "front"), call("unlock", "front")]))  # noqa: E712
check("a list of updates with a literal key", (Door.final["alarm"] == True).check([call("lock", "back")]))  # noqa: E712
locked = Door.final.all(lambda d: d.value == True)  # noqa: E712
check("final.all holds", locked.check([call("unlock", "front"), call("lock", "front")]))
check("final.all fails", not locked.check([call("unlock", "back")]))
check("final.all sees unset keys at initial",
      not fluent("n", key=int, value=int, initial=0).final.all(lambda d: d.value > 0).check([]))
check("fluent refuses a wrong initial", raises(TypeError, lambda: fluent("x", value=int, initial="a")))
check("fluent refuses a float value type", raises(TypeError, lambda: fluent("x", value=float, initial=1.0)))
check("set refuses a literal of the wrong type", raises(TypeError, lambda: Door.set("front", 1)))
check("@effect refuses a parameter the function lacks",
      raises(TypeError, lambda: fluent_effect(lambda room: Door.set(room, True))(lock)))

# policy
p = domain_policy(when_used="notify", required=["unique_users"], recommended=("at_most",), label="n")
check("domain_policy", isinstance(p, DomainPolicy) and p.when_used == ("notify",) and p.required == ("unique_users",))
check("domain_policy refuses a non-name", raises(TypeError, lambda: domain_policy(when_used="a b")))

# harness: deal's contracts run, the body does not
mod = types.ModuleType("layer_under_test")
exec(  # noqa: S102
    "import deal\n"
    "import clauz3\n"
    "performed = []\n"
    "@deal.has('email')\n"
    "@deal.pre(lambda addr, msg='x': '@' in addr)\n"
    "def send(addr: str, msg: str = 'x') -> None:\n"
    "    performed.append(addr)\n"
    "@deal.has('pick')\n"
    "@deal.post(lambda result: 3 <= result <= 5)\n"
    "def pick(n: int) -> int:\n"
    "    performed.append(n)\n"
    "    return 4\n"
    "@clauz3.trusted\n"
    "def ping(host: str) -> bool:\n"
    "    performed.append(host)\n"
    "    return True\n"
    "@deal.post(lambda result: result == 2)\n"
    "def helper(n: int) -> int:\n"
    "    performed.append('helper')\n"
    "    return 2\n"
    "@deal.has()\n"
    "def pure(n: int) -> int:\n"
    "    return n\n",
    mod.__dict__,
)
mod.__name__ = "layer_under_test"
other = types.ModuleType("imports_it")
other.ping = mod.ping  # as "from layer_under_test import ping" before patching
rec = Recorder(Drawer(random.Random(1), Pool()))
names = rec.patch_module(mod)
check("patch_module patches the boundaries only (@deal.has with a marker, @clauz3.trusted)",
      names == ["pick", "ping", "send"])
rec.rebind(other)
mod.send("a@b")
check("a call is recorded with defaults and markers, not performed",
      rec.log == [Effect("send", {"addr": "a@b", "msg": "x"}, frozenset({"email"}))] and mod.performed == [])
check("preconditions still run", raises(deal.PreContractError, lambda: mod.send("nobody")) and rec.broken_pre == ["send"])
check("drawn results satisfy the postcondition", all(3 <= mod.pick(1) <= 5 for _ in range(50)) and mod.performed == [])
check("drawn results vary", len({mod.pick(1) for _ in range(50)}) >= 2)
rec.reset()
other.ping("h")
check("a name bound before patching is rebound to the recorder", rec.log == [Effect("ping", {"host": "h"})] and mod.performed == [])
check("a function that is no boundary runs its body", mod.helper(1) == 2 and mod.performed == ["helper"] and mod.pure(3) == 3)

# the standard layers' real bodies run under deal (their markers allow what they do)
import importlib  # noqa: E402
import os  # noqa: E402
import tempfile  # noqa: E402


def layer(name: str) -> types.ModuleType:
    for mod in [m for m in sys.modules if m == "tools" or m.startswith("tools.")]:
        del sys.modules[mod]
    root = str(HERE.parent / "layers" / name)
    sys.path.insert(1, root)
    try:
        return importlib.import_module(f"tools.{name}.trusted.effects")
    finally:
        sys.path.remove(root)


with tempfile.TemporaryDirectory() as tmp:
    fs = layer("filesystem")
    fs.write_file(tmp + "/a.txt", "hello TODO\nbye\n")
    check("filesystem: write_file then read_file", fs.read_file(tmp + "/a.txt") == "hello TODO\nbye\n")
    check("filesystem: count_entries", fs.count_entries(tmp) == 1)
    check("filesystem: a path with .. is refused", raises(deal.PreContractError, lambda: fs.read_file(tmp + "/../x")))
    ed = layer("editor")
    ed.replace_in_file(tmp + "/a.txt", "TODO", "DONE")
    check("editor: replace_in_file", fs.read_file(tmp + "/a.txt") == "hello DONE\nbye\n")
    check("editor: replacing text that is not there raises", raises(ValueError, lambda: ed.replace_in_file(tmp + "/a.txt", "zzz", "y")))
    gr = layer("grep")
    check("grep: search counts matching lines", gr.search("DONE|bye", tmp) == 2)
    ev = layer("env")
    os.environ["CLAUZ3_SELFTEST"] = "v"
    check("env: get_env", ev.get_env("CLAUZ3_SELFTEST") == "v" and ev.get_env("CLAUZ3_UNSET_NAME") == "")
    check("env: a name with = is refused", raises(deal.PreContractError, lambda: ev.get_env("A=B")))
    ws = layer("web_search")
    check("web_search: the stub answers nothing", ws.web_search("q") == "")
    wf = layer("web_fetch")
    check("web_fetch: a file: URL is refused", raises(deal.PreContractError, lambda: wf.fetch("file:///etc/passwd")))

print(f"{len(failures)} failed")
sys.exit(1 if failures else 0)
