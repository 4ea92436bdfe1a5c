"""Guarantees about the environment variables a program reads.

Every contract is stated over the calls of read_env (the relation Reads),
compared by exact name: ``only_vars(["HOME"])`` does not admit ``home``.
only_vars is the strongest and the one to prefer when the names are known;
never_var_prefix("AWS_") keeps a whole family of credentials away.
"""

from tools.env.trusted.effects import read_env

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Reads = effect(read_env)


@contract(description="Nothing is promised about environment reads.")
def no_guarantees() -> ContractSpec:
    """State, on purpose, that nothing is promised about the environment."""
    return nothing()


@contract(description="The program reads no environment variable.")
def no_env_reads() -> ContractSpec:
    """No call of read_env at all."""
    return Reads.empty()


@contract(description="The program reads only the environment variables {allowlist}.")
def only_vars(allowlist: list[str]) -> ContractSpec:
    """Every variable read is one of ``allowlist`` (exact names)."""
    return Reads.all(lambda e: e.name in allowlist)


@contract(description="The program never reads the environment variables {blocklist}.")
def never_vars(blocklist: list[str]) -> ContractSpec:
    """No variable read is one of ``blocklist`` (exact names)."""
    return Reads.all(lambda e: e.name not in blocklist)


@contract(description="The program reads no environment variable whose name starts with {prefix}.")
def never_var_prefix(prefix: str) -> ContractSpec:
    """No variable read has a name starting with ``prefix`` (say "AWS_")."""
    return Reads.all(lambda e: not e.name.startswith(prefix))


@contract(description="The program reads the environment at most {count} times.")
def env_reads_at_most(count: int) -> ContractSpec:
    """At most ``count`` calls of read_env, the same name read twice counting twice."""
    return Reads.count() <= count
