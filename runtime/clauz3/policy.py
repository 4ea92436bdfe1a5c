"""Coverage policies of a trusted domain (policy.py in a trusted root).

    POLICY = domain_policy(when_used="notify", required=["unique_users"])

when_used names the trusted functions whose use triggers the policy;
required contracts are proved of every program that uses them (whether or
not it states them), recommended ones are reported when missing. At run
time a policy is plain data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class DomainPolicy:
    """One coverage policy."""

    when_used: tuple[str, ...]
    recommended: tuple[str, ...] = ()
    required: tuple[str, ...] = ()
    label: str | None = None


def _names(value: str | Sequence[str], what: str) -> tuple[str, ...]:
    names = (value,) if isinstance(value, str) else tuple(value)
    for n in names:
        if not isinstance(n, str) or not n.isidentifier():
            raise TypeError(f"domain_policy: {what} must be function names, found {n!r}")
    return names


def domain_policy(
    *,
    when_used: str | Sequence[str],
    recommended: Sequence[str] = (),
    required: Sequence[str] = (),
    label: str | None = None,
) -> DomainPolicy:
    """A coverage policy: see the module's doc."""
    triggers = _names(when_used, "when_used")
    if not triggers:
        raise TypeError("domain_policy: when_used names no function")
    return DomainPolicy(triggers, _names(recommended, "recommended"), _names(required, "required"), label)


__all__ = ["DomainPolicy", "domain_policy"]
