"""Not the standard library's typing: CPython imports this one first."""

TYPE_CHECKING = True
