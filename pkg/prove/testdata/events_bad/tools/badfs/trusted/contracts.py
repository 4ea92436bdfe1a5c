from clauz3.spec import ContractSpec, contract
from tools.badfs.trusted.effects import Write


@contract
def read_only() -> ContractSpec:
    return Write.empty()
