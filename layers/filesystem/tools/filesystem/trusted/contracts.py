"""Guarantees about a program's file accesses.

Paths are absolute and free of ".." (see effects.py). A prefix is compared
as a string: end a directory prefix with "/" ("/srv/app/"), or "/srv/app"
also covers "/srv/apple". never_under takes a directory without the final
"/" and also excludes the directory itself and paths spelt with "//" or
"/./", which could name a file under it.
"""

from clauz3.spec import ContractSpec, contract, effect

Access = effect("fs")
Reads = effect("fs_read")
Writes = effect("write_file")


@contract
def only_under(prefix: str) -> ContractSpec:
    """Every file read, written or listed is under prefix."""
    return Access.all(lambda e: e.path.startswith(prefix))


@contract
def reads_only_under(prefix: str) -> ContractSpec:
    """Every file read or listed is under prefix."""
    return Reads.all(lambda e: e.path.startswith(prefix))


@contract
def writes_only_under(prefix: str) -> ContractSpec:
    """Every file written is under prefix."""
    return Writes.all(lambda e: e.path.startswith(prefix))


@contract
def never_under(directory: str) -> ContractSpec:
    """Nothing in directory (say "/etc"), nor the directory itself, is read, written or listed."""
    inside = directory + "/"
    return Access.all(
        lambda e: "//" not in e.path and "/./" not in e.path and e.path != directory and not e.path.startswith(inside)
    )


@contract
def read_only() -> ContractSpec:
    """No file is written."""
    return Writes.empty()


@contract
def writes_at_most(n: int) -> ContractSpec:
    """At most n writes."""
    return Writes.count() <= n


@contract
def each_file_written_once() -> ContractSpec:
    """No file is written twice."""
    return Writes.distinct(lambda e: e.path)
