"""Guarantees about a program's searches."""

from clauz3.spec import ContractSpec, contract, effect

Searches = effect("grep")


@contract
def only_pattern(pattern: str) -> ContractSpec:
    """Every search looks for pattern and nothing else."""
    return Searches.all(lambda e: e.pattern == pattern)


@contract
def only_patterns(patterns: list[str]) -> ContractSpec:
    """Every search looks for one of patterns."""
    return Searches.all(lambda e: e.pattern in patterns)


@contract
def only_under(prefix: str) -> ContractSpec:
    """Every search is under prefix (end a directory with "/")."""
    return Searches.all(lambda e: e.path.startswith(prefix))


@contract
def at_most(n: int) -> ContractSpec:
    """At most n searches."""
    return Searches.count() <= n
