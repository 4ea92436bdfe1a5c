from clauz3.spec import ContractSpec, contract, effect

Email = effect("send_email")


@contract(description="Every email goes to one of {addresses}.")
def only(addresses: list[str]) -> ContractSpec:
    """Every email goes to one of addresses."""
    return Email.all(lambda e: e.addr in addresses)
