from clauz3.spec import ContractSpec, contract
from tools.fs.trusted.events import Audit, Chmod, Delete, Read, Write


def _under(event, root: str) -> ContractSpec:
    if not root:
        raise ValueError("an empty prefix admits every path")
    return event.all(lambda e: e.path.startswith(root))


@contract(description="Nothing is written.")
def read_only() -> ContractSpec:
    return Write.empty()


@contract(description="Writes only under {root}.")
def only_write_under(root: str) -> ContractSpec:
    return _under(Write, root)


@contract(description="No deletes.")
def no_deletes() -> ContractSpec:
    return Delete.empty()


@contract(description="At most {n} reads.")
def reads_at_most(n: int) -> ContractSpec:
    return Read.count() <= n


@contract(description="Modes in {modes}.")
def only_modes(modes: list[int]) -> ContractSpec:
    return Chmod.all(lambda e: e.mode in modes)


@contract(description="No audit.")
def no_audit() -> ContractSpec:
    return Audit.empty()
