from clauz3.spec import ContractSpec, contract, effect

Insert = effect("insert")


@contract(description="At most {n} rows are inserted.")
def inserts_at_most(n: int) -> ContractSpec:
    return Insert.count() <= n


@contract(description="Rows go to {table} only.")
def only_table(table: str) -> ContractSpec:
    return Insert.all(lambda e: e.table == table)
