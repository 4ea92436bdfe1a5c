"""Trusted effects of the differential test (pkg/difftest).

log_* record a value; get_* return a value chosen by the test harness
for each call (no contract: the prover knows nothing about it).
"""

import deal


@deal.has("log")
def log_int(tag: str, x: int) -> None:
    """Record an int."""


@deal.has("log")
def log_str(tag: str, x: str) -> None:
    """Record a str."""


@deal.has("log")
def log_float(tag: str, x: float) -> None:
    """Record a float."""


@deal.has("log")
def log_bool(tag: str, x: bool) -> None:
    """Record a bool."""


@deal.has("source")
def get_int(tag: str) -> int:
    """Return an int chosen by the harness."""
    return 0


@deal.has("source")
def get_str(tag: str) -> str:
    """Return a str chosen by the harness."""
    return ""


@deal.has("source")
def get_float(tag: str) -> float:
    """Return a float chosen by the harness."""
    return 0.0


@deal.has("source")
def get_bool(tag: str) -> bool:
    """Return a bool chosen by the harness."""
    return False


@deal.has("log")
def log_pair(tag: str, a: int, b: str = "-") -> None:
    """Record an int and a str (the str has a default)."""
