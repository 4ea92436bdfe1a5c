"""Trusted functions for the worker's tests: echo returns its argument
(values cross to CPython and back), grab mutates the list it receives
(the run stops there), boom raises."""

import deal


@deal.has("echo")
def echo(x):
    """Return x."""
    return x


@deal.has("echo")
def grab(xs: list) -> int:
    """Append to xs and return its length (clauz3 run stops at the call)."""
    xs.append(99)
    return len(xs)


@deal.has("echo", "stdout")
def boom(msg: str) -> None:
    """Raise a ValueError."""
    print("about to fail")
    raise ValueError(msg)


@deal.has("echo")
def big() -> int:
    """An int of about 842,000 bits."""
    return 7 ** 300000


@deal.has("echo")
def flag() -> str:
    """The flag of England: its tag characters are beyond U+2FFFF."""
    return "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F"


@deal.has("echo")
def tag() -> str:
    """A str ending in a lone surrogate (which JSON would make U+FFFD)."""
    return "tag\ud800"


@deal.has("echo")
def tags() -> list[str]:
    """A list whose second str holds a lone surrogate."""
    return ["ok", "x\udfffy"]


@deal.has("echo", "stdout")
def shout() -> str:
    """Print a lone surrogate (shown escaped) and return a plain str."""
    print("loud \ud800")
    return "ok"


@deal.has("echo")
def boom_surrogate() -> None:
    """Raise a ValueError whose message holds a lone surrogate."""
    raise ValueError("bad \udc80")
