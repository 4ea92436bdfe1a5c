"""The db library's effects: read rows, create a table, insert a row.

A database is a file: SQLite for ``.db``, ``.sqlite`` and ``.sqlite3`` (the
sqlite3 module of the standard library), DuckDB for ``.duckdb`` and ``.ddb``
(when the duckdb package is installed; a RuntimeError otherwise). DuckDB also
reads a ``.csv`` or ``.parquet`` file as the one table named by its stem.

No SQL comes from the program: a table name and the columns of a Row class
are quoted identifiers, and filter values are bound parameters. read_rows
opens SQLite read-only and returns at most MAX_ROWS rows, each an instance of
the Row class given; a NULL or a column of another type is an error, never a
silently converted value.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import deal

import clauz3
from clauz3._path_safety import is_plain_path, is_single_path_component

RowT = TypeVar("RowT", bound=clauz3.Row)

MAX_ROWS = 100
SQLITE = {".db", ".sqlite", ".sqlite3"}
DUCKDB = {".duckdb", ".ddb"}
FILES = {".csv", ".parquet"}
_SQL_TYPES = {str: "TEXT", int: "INTEGER", bool: "BOOLEAN"}


@clauz3.requires(
    lambda schema, path, table, where: len(path) > 0 and is_plain_path(path),
    message="path must be a plain path (no '..', '.', empty segments or backslashes)",
)
@clauz3.requires(
    lambda schema, path, table, where: len(table) > 0 and is_single_path_component(table),
    message="table must be one name",
)
@clauz3.ensures(lambda result: len(result) <= 100)
@deal.has("read")
@clauz3.trusted
def read_rows(schema: type[RowT], path: str, table: str, where: dict[str, object]) -> list[RowT]:
    """At most 100 rows of ``table`` in ``path`` whose columns equal ``where``'s values."""
    columns = _columns(schema)
    names = ", ".join(_quote(c) for c in columns)
    conditions, values = _where(where)
    suffix = Path(path).suffix.lower()
    if suffix in SQLITE:
        # a URI: its path percent-encoded, or SQLite would decode %2e%2e to
        # .. and read a # as the start of a fragment (dropping mode=ro)
        from urllib.parse import quote

        db = _sqlite().connect(f"file:{quote(path)}?mode=ro", uri=True)
        source = _quote(table)
    elif suffix in DUCKDB:
        _literal(path)
        # no replacement scan: a table name that is not a table of the
        # database would be read as a file of the working directory
        db = _duckdb().connect(path, read_only=True, config={"enable_external_access": "false"})
        source = _quote(table)
    elif suffix in FILES:
        _literal(path)
        if Path(path).stem != table:
            raise ValueError(f"the table of {path} is {Path(path).stem!r}, not {table!r}")
        db = _duckdb().connect(":memory:")
        reader = "read_csv_auto" if suffix == ".csv" else "read_parquet"
        source = f"{reader}('{path.replace(chr(39), chr(39) * 2)}')"
    else:
        raise ValueError(f"not a database this library reads: {path}")
    try:
        found = db.execute(f"SELECT {names} FROM {source}{conditions} LIMIT {MAX_ROWS}", values).fetchall()
    finally:
        db.close()
    return [_row(schema, columns, values) for values in found]


@clauz3.requires(
    lambda schema, path, table: len(path) > 0 and is_plain_path(path),
    message="path must be a plain path (no '..', '.', empty segments or backslashes)",
)
@clauz3.requires(
    lambda schema, path, table: len(table) > 0 and is_single_path_component(table),
    message="table must be one name",
)
@deal.has("read", "write")
@clauz3.trusted
def create_table(schema: type[RowT], path: str, table: str) -> None:
    """Create ``table`` in ``path`` with the columns of ``schema`` (str, int, bool; NOT NULL).

    The database file is created when missing (its directory must exist); an
    existing table is an error, never replaced.
    """
    columns = _columns(schema)
    defs = ", ".join(f"{_quote(c)} {_SQL_TYPES[t]} NOT NULL" for c, t in columns.items())
    db = _open_for_writing(path)
    try:
        db.execute(f"CREATE TABLE {_quote(table)} ({defs})")
        db.commit()
    finally:
        db.close()


@clauz3.requires(
    lambda path, table, row: len(path) > 0 and is_plain_path(path),
    message="path must be a plain path (no '..', '.', empty segments or backslashes)",
)
@clauz3.requires(
    lambda path, table, row: len(table) > 0 and is_single_path_component(table),
    message="table must be one name",
)
@deal.has("read", "write")
@clauz3.trusted
def insert_row(path: str, table: str, row: RowT) -> None:
    """Append ``row`` to ``table`` in the existing database ``path``, committed at once."""
    if not Path(path).is_file():
        raise FileNotFoundError(f"no database at {path}")
    columns = _columns(type(row))
    values = []
    for name, kind in columns.items():
        value = getattr(row, name)
        if type(value) is not kind:
            raise TypeError(f"{name} must be {kind.__name__}, not {type(value).__name__}")
        values.append(value)
    names = ", ".join(_quote(c) for c in columns)
    marks = ", ".join("?" for _ in columns)
    db = _open_for_writing(path)
    try:
        db.execute(f"INSERT INTO {_quote(table)} ({names}) VALUES ({marks})", values)
        db.commit()
    finally:
        db.close()


def _columns(schema: type) -> dict[str, type]:
    if not isinstance(schema, type) or not issubclass(schema, clauz3.Row):
        raise TypeError("schema must be a clauz3.Row class")
    columns = dict(schema.__annotations__)
    if not columns or any(t not in _SQL_TYPES for t in columns.values()):
        raise TypeError(f"{schema.__name__} needs str, int or bool columns")
    return columns


def _where(where: dict[str, object]) -> tuple[str, list[object]]:
    if not where:
        return "", []
    parts, values = [], []
    for key, value in where.items():
        if not isinstance(key, str) or not key:
            raise ValueError("a filter names a column")
        if type(value) not in _SQL_TYPES:
            raise TypeError("a filter value is str, int or bool")
        parts.append(f"{_quote(key)} = ?")
        values.append(value)
    return " WHERE " + " AND ".join(parts), values


def _row(schema: type[RowT], columns: dict[str, type], values: tuple[object, ...]) -> RowT:
    fields = {}
    for (name, kind), value in zip(columns.items(), values, strict=True):
        if value is None:
            raise ValueError(f"column {name} is NULL")
        if kind is bool and type(value) is int and value in (0, 1):
            value = bool(value)  # SQLite stores a BOOLEAN as 0 or 1
        if type(value) is not kind:
            raise TypeError(f"column {name} holds {type(value).__name__}, not {kind.__name__}")
        fields[name] = value
    return schema(**fields)


def _literal(path: str) -> None:
    """Refuse a path DuckDB would not read as written: it expands a glob
    (``*?[]{}``) to other files and a leading ``~`` to the home directory,
    which the contracts, over the path's text, do not see."""
    if path.startswith("~") or any(c in path for c in "*?[]{}"):
        raise ValueError(f"DuckDB would expand {path!r} (a glob or ~); give the file's own path")


def _open_for_writing(path: str):  # noqa: ANN202 (a sqlite3 or duckdb connection)
    suffix = Path(path).suffix.lower()
    if suffix in SQLITE:
        return _sqlite().connect(path)
    if suffix in DUCKDB:
        return _duckdb().connect(path, config={"enable_external_access": "false"})
    raise ValueError(f"writes go to a .db, .sqlite, .sqlite3, .duckdb or .ddb file, not {path}")


def _sqlite():  # noqa: ANN202 (the sqlite3 module)
    # Imported here, not at the top: the reference's prover refuses a layer
    # that imports sqlite3 at module level.
    import sqlite3

    return sqlite3


def _duckdb():  # noqa: ANN202 (the duckdb module)
    try:
        import duckdb
    except ImportError as missing:
        raise RuntimeError("this database needs the duckdb package: pip install duckdb") from missing
    return duckdb


def _quote(name: str) -> str:
    if not name:
        raise ValueError("an empty identifier")
    return '"' + name.replace('"', '""') + '"'
