"""Guarantees about the syncs a program runs.

Every contract is over the calls of rsync (the relation Syncs) and its
fields ``src``, ``dest`` and ``delete``. Paths are compared as strings: end a
prefix with "/" to mean a directory (``"/srv/www"`` also admits
``"/srv/www-old"``). A sync with ``delete=False`` never removes a file at the
destination (the effect refuses every deleting option in ``args``).
"""

from tools.rsync.trusted.effects import rsync

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Syncs = effect(rsync)


@contract(description="Nothing is promised about rsync.")
def no_guarantees() -> ContractSpec:
    """State, on purpose, that nothing is promised about syncs."""
    return nothing()


@contract(description="The program runs no rsync.")
def no_syncs() -> ContractSpec:
    """No call of rsync."""
    return Syncs.empty()


@contract(description="Every sync writes to a destination whose path starts with {root}.")
def only_dest_under(root: str) -> ContractSpec:
    """Every ``dest`` starts with ``root``."""
    return Syncs.all(lambda e: e.dest.startswith(root))


@contract(description="No sync writes to a destination whose path starts with {prefix}.")
def never_dest_under(prefix: str) -> ContractSpec:
    """No ``dest`` starts with ``prefix``."""
    return Syncs.all(lambda e: not e.dest.startswith(prefix))


@contract(description="Every sync reads from a source whose path starts with {root}.")
def only_src_under(root: str) -> ContractSpec:
    """Every ``src`` starts with ``root``."""
    return Syncs.all(lambda e: e.src.startswith(root))


@contract(description="No sync reads from a source whose path starts with {prefix}.")
def never_src_under(prefix: str) -> ContractSpec:
    """No ``src`` starts with ``prefix`` (ours; the reference has no such contract)."""
    return Syncs.all(lambda e: not e.src.startswith(prefix))


@contract(description="No sync deletes files at its destination.")
def no_delete() -> ContractSpec:
    """Every call passes ``delete=False``."""
    return Syncs.all(lambda e: not e.delete)


@contract(description="The program runs at most {count} syncs.")
def syncs_at_most(count: int) -> ContractSpec:
    """At most ``count`` calls of rsync."""
    return Syncs.count() <= count
