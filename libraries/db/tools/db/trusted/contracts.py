"""Guarantees about the databases a program reads and writes.

Reads is the relation over read_rows (fields ``path``, ``table``, ``where``);
Writes over create_table and insert_row (``path``, ``table``); Inserts over
insert_row alone. Paths are compared as strings: end a prefix with "/" to
mean a directory.
"""

from tools.db.trusted.effects import create_table, insert_row, read_rows

from clauz3 import FilePath
from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Reads = effect(read_rows)
Writes = effect(create_table, insert_row)
Inserts = effect(insert_row)


@contract(description="Nothing is promised about databases.")
def no_guarantees() -> ContractSpec:
    """State, on purpose, that nothing is promised about databases."""
    return nothing()


@contract(description="The program reads no database.")
def no_db_reads() -> ContractSpec:
    """No read_rows call (writes are other contracts')."""
    return Reads.empty()


@contract(description="The program reads a database at most {count} times.")
def reads_at_most(count: int) -> ContractSpec:
    """At most ``count`` read_rows calls."""
    return Reads.count() <= count


@contract(description="Every database read is of a file whose path starts with {root}.")
def only_read_under(root: str) -> ContractSpec:
    """Every read's ``path`` starts with ``root``."""
    return Reads.all(lambda e: e.path.startswith(root))


@contract(description="No database read is of a file whose path starts with {prefix}.")
def never_read_under(prefix: str) -> ContractSpec:
    """No read's ``path`` starts with ``prefix``, and none is relative where
    ``prefix`` is absolute (or the other way round): a relative path is read
    from the working directory, which may be under ``prefix``."""
    absolute = prefix.startswith("/")
    return Reads.all(lambda e: e.path.startswith("/") == absolute and not e.path.startswith(prefix))


@contract(description="Every database read is of the table {table}.")
def only_table(table: str) -> ContractSpec:
    """Every read names exactly ``table``."""
    return Reads.all(lambda e: e.table == table)


@contract(description="Every database read is of one of the tables {tables}.")
def only_tables(tables: list[str]) -> ContractSpec:
    """Every read names one of ``tables``."""
    return Reads.all(lambda e: e.table in tables)


@contract  # no description: a template parameter cannot be a dict (the reference refuses it)
def only_where(filter_dict: dict[str, object]) -> ContractSpec:
    """Every read's ``where`` equals ``filter_dict`` (the same columns, the same values)."""
    return Reads.all(lambda e: e.where == filter_dict)


@contract(description="The program creates no table and inserts no row.")
def no_db_writes() -> ContractSpec:
    """No create_table and no insert_row call."""
    return Writes.empty()


@contract(description="Tables are created and rows inserted only in the database files {files}.")
def only_writes_databases(files: list[FilePath]) -> ContractSpec:
    """Every write's ``path`` is one of ``files`` (exact files; ``x.db`` and ``./x.db`` are one)."""
    if type(files) is not list or any(type(f) is not FilePath for f in files):
        raise TypeError("files is a list of clauz3.FilePath")
    spellings = []
    for f in files:
        plain = f.value.removeprefix("./")
        spellings.append(plain)
        if not plain.startswith("/"):
            spellings.append("./" + plain)
    return Writes.all(lambda e: e.path in spellings)


@contract(description="Tables are created and rows inserted only in the tables {tables}.")
def only_writes_tables(tables: list[str]) -> ContractSpec:
    """Every write names one of ``tables``."""
    return Writes.all(lambda e: e.table in tables)


@contract(description="The program creates tables and inserts rows at most {count} times in all.")
def writes_at_most(count: int) -> ContractSpec:
    """At most ``count`` create_table and insert_row calls together."""
    return Writes.count() <= count


@contract(description="The program inserts at most {count} rows.")
def rows_inserted_at_most(count: int) -> ContractSpec:
    """At most ``count`` insert_row calls (one row each)."""
    return Inserts.count() <= count
