"""Preconditions written in docstrings, as PyTA's contracts read them."""


def safe_mod(a: int, b: int) -> int:
    """Return the remainder of a by b.

    Precondition: b != 0
    """
    return a % b


def percent(part: int, whole: int) -> int:
    """Return part as a whole percentage of whole.

    Preconditions:
        - whole > 0
        - 0 <= part <= whole
    """
    result = part * 100 // whole
    assert 0 <= result <= 100
    return result


def midpoint(lo: int, hi: int) -> int:
    """Return the point halfway between lo and hi, rounded down.

    Precondition: lo <= hi
    """
    mid = (lo + hi) // 2
    assert lo <= mid < hi
    return mid


def sign(x: int) -> int:
    """Return 1 for a positive x (PyTA's example of a branch that never runs).

    Precondition: x > 0
    """
    if x > 0:
        return 1
    else:
        return 0
