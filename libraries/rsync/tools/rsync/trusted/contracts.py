"""Guarantees about the syncs a program runs.

Every contract is over the calls of rsync (the relation Syncs) and its
fields ``src``, ``dest`` and ``delete``. Paths are compared as strings: end a
prefix with "/" to mean a directory (``"/srv/www"`` also admits
``"/srv/www-old"``). A sync with ``delete=False`` never removes a file at the
destination (the effect refuses every deleting option in ``args`` and adds
``--ignore-existing``, so no existing destination entry is replaced).

A sync reads its source and everything under it, and writes its destination
and everything under it (``rsync a /x/`` writes ``/x/a``). So the never_*
contracts refuse a path at or under the prefix, the directory the prefix
names spelled without its final "/", and any directory holding the prefix
(``"/srv/"`` holds ``"/srv/prod/"``). They also refuse, failing closed, a
path with a ":" (rsync reads ``host:path`` and ``host::module`` as remote,
and the host may be this machine) and a path relative where the prefix is
absolute, or absolute where it is relative (the working directory is not
known). The only_* contracts refuse a remote path unless the root itself
names a host. Links are not modelled.
"""

from tools.rsync.trusted.effects import rsync

from clauz3._path_safety import is_plain_path
from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Syncs = effect(rsync)


def _plain(prefix: str) -> str:
    """``prefix``, refused unless it is a non-empty plain local path."""
    if not prefix or not is_plain_path(prefix) or ":" in prefix:
        raise ValueError(f"{prefix!r} is not a plain local path (no '..', '.', empty segments, backslashes or ':')")
    return prefix


def _both(prefix: str) -> tuple[str, str]:
    """The two spellings of a path: bare and with "./" (one, twice, when absolute)."""
    if prefix.startswith("/"):
        return prefix, prefix
    bare = "" if prefix == "." else prefix.removeprefix("./")
    return bare, "./" + bare


def _never_dest(prefix: str) -> ContractSpec:
    """No ``dest`` is at or under ``prefix``, a directory holding it, remote, or of the other kind."""
    bare, dotted = _both(_plain(prefix))
    absolute = prefix.startswith("/")
    return Syncs.all(
        lambda e: (
            ":" not in e.dest
            and e.dest.startswith("/") == absolute
            and not e.dest.startswith(bare)
            and not e.dest.startswith(dotted)
            and not bare.startswith(e.dest + "/")
            and not dotted.startswith(e.dest + "/")
            and not (e.dest.endswith("/") and bare.startswith(e.dest))
            and not (e.dest.endswith("/") and dotted.startswith(e.dest))
            and e.dest != "."
        )
    )


def _never_src(prefix: str) -> ContractSpec:
    """No ``src`` is at or under ``prefix``, a directory holding it, remote, or of the other kind."""
    bare, dotted = _both(_plain(prefix))
    absolute = prefix.startswith("/")
    return Syncs.all(
        lambda e: (
            ":" not in e.src
            and e.src.startswith("/") == absolute
            and not e.src.startswith(bare)
            and not e.src.startswith(dotted)
            and not bare.startswith(e.src + "/")
            and not dotted.startswith(e.src + "/")
            and not (e.src.endswith("/") and bare.startswith(e.src))
            and not (e.src.endswith("/") and dotted.startswith(e.src))
            and e.src != "."
        )
    )


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
    """Every ``dest`` starts with ``root``, and is local unless ``root`` names a host."""
    if ":" in root:
        return Syncs.all(lambda e: e.dest.startswith(root))
    return Syncs.all(lambda e: e.dest.startswith(root) and (e.dest.startswith("/") or ":" not in e.dest))


@contract(description="No sync writes to {prefix}, anything under it, or a directory holding it; no remote or differently anchored destination.")
def never_dest_under(prefix: str) -> ContractSpec:
    """No ``dest`` at or under ``prefix`` or holding it; every ``dest`` local and anchored as ``prefix`` is."""
    return _never_dest(prefix)


@contract(description="Every sync reads from a source whose path starts with {root}.")
def only_src_under(root: str) -> ContractSpec:
    """Every ``src`` starts with ``root``, and is local unless ``root`` names a host."""
    if ":" in root:
        return Syncs.all(lambda e: e.src.startswith(root))
    return Syncs.all(lambda e: e.src.startswith(root) and (e.src.startswith("/") or ":" not in e.src))


@contract(description="No sync reads {prefix}, anything under it, or a directory holding it; no remote or differently anchored source.")
def never_src_under(prefix: str) -> ContractSpec:
    """No ``src`` at or under ``prefix`` or holding it; every ``src`` local and anchored as ``prefix`` is (ours)."""
    return _never_src(prefix)


@contract(description="No sync deletes files at its destination.")
def no_delete() -> ContractSpec:
    """Every call passes ``delete=False``."""
    return Syncs.all(lambda e: not e.delete)


@contract(description="The program runs at most {count} syncs.")
def syncs_at_most(count: int) -> ContractSpec:
    """At most ``count`` calls of rsync."""
    return Syncs.count() <= count
