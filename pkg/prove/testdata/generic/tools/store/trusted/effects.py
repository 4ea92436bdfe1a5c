from typing import TypeVar

import deal

import clauz3

RowT = TypeVar("RowT", bound=clauz3.Row)


@clauz3.ensures(lambda result: len(result) <= 10)
@deal.has("read")
@clauz3.trusted
def read_rows(schema: type[RowT], table: str) -> list[RowT]:
    return []


@deal.has("write")
@clauz3.trusted
def insert(table: str, row: RowT) -> None:
    return None
