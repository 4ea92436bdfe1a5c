"""Guarantees about a program's edits to files."""

from clauz3.spec import ContractSpec, contract, effect

Edits = effect("edit")


@contract
def edits_only_under(prefix: str) -> ContractSpec:
    """Every edited file is under prefix (end a directory with "/")."""
    return Edits.all(lambda e: e.path.startswith(prefix))


@contract
def no_edits() -> ContractSpec:
    """No file is edited."""
    return Edits.empty()


@contract
def at_most_edits(n: int) -> ContractSpec:
    """At most n edits."""
    return Edits.count() <= n


@contract
def replaced_at_most(n: int) -> ContractSpec:
    """Each edit replaces a text of at most n characters."""
    return Edits.all(lambda e: len(e.old) <= n)


@contract
def never_replaces(text: str) -> ContractSpec:
    """No edit replaces a text containing text."""
    return Edits.all(lambda e: text not in e.old)


@contract
def never_inserts(text: str) -> ContractSpec:
    """No edit inserts a text containing text."""
    return Edits.all(lambda e: text not in e.new)
