"""Guarantees about the environment variables a program reads."""

from clauz3.spec import ContractSpec, contract, effect

Reads = effect("env")


@contract
def only_names(names: list[str]) -> ContractSpec:
    """Only the variables in names are read."""
    return Reads.all(lambda e: e.name in names)


@contract
def never_prefix(prefix: str) -> ContractSpec:
    """No variable whose name starts with prefix (say "AWS_") is read."""
    return Reads.all(lambda e: not e.name.startswith(prefix))


@contract
def no_env() -> ContractSpec:
    """No environment variable is read."""
    return Reads.empty()


@contract
def at_most(n: int) -> ContractSpec:
    """At most n reads."""
    return Reads.count() <= n
