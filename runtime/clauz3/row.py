"""Row schemas: the rows a trusted query returns.

    class UserRow(clauz3.Row):
        email: str
        consented: bool

A Row subclass declares typed fields (str, int, bool, float). Instances are
built with keyword arguments and are read-only. UserRow.email, read on the
class, is ColumnRef(UserRow, "email"): in a relation lambda, e.addr ==
UserRow.email holds exactly when the value e.addr was read from the email
column of a row a trusted query returned (see column_value); a literal, or
a value of another column, never satisfies it.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Any


class RowSchemaError(TypeError):
    """A Row subclass declares a field of a type rows cannot hold."""


_TYPES: dict[str, type] = {"str": str, "int": int, "bool": bool, "float": float}


@dataclass(frozen=True)
class ColumnRef:
    """A column of a Row schema, named in a contract (UserRow.email)."""

    schema: type
    field: str

    def __eq__(self, other: object) -> bool:  # type: ignore[override]
        if isinstance(other, ColumnRef):
            return self.schema is other.schema and self.field == other.field
        return column_of(other) == (self.schema, self.field)

    def __ne__(self, other: object) -> bool:  # type: ignore[override]
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((id(self.schema), self.field))

    def __repr__(self) -> str:
        return f"{self.schema.__name__}.{self.field}"


class _ColumnStr(str):
    pass


class _ColumnInt(int):
    pass


class _ColumnFloat(float):
    pass


_TAGGED: dict[type, type] = {str: _ColumnStr, int: _ColumnInt, float: _ColumnFloat}


def column_value(schema: type, field: str, value: Any) -> Any:
    """value, marked as read from column field of schema.

    The mark survives passing the value around unchanged; any computation
    (concatenation, slicing, arithmetic) gives an unmarked value. A bool
    cannot carry a mark, so a bool column is never matched by a ColumnRef.
    """
    kind = type(value)
    tagged = _TAGGED.get(kind)
    if tagged is None:
        return value
    out = tagged(value)
    out._clauz3_column = (schema, field)  # type: ignore[attr-defined]
    return out


def column_of(value: Any) -> tuple[type, str] | None:
    """The (schema, field) a value was read from, or None."""
    return getattr(value, "_clauz3_column", None)


class _Column:
    """The class attribute of a field: ColumnRef on the class, the value on a row."""

    def __init__(self, field: str) -> None:
        self.field = field

    def __set_name__(self, owner: type, name: str) -> None:
        self.field = name

    def __get__(self, obj: Any, owner: type) -> Any:
        if obj is None:
            return ColumnRef(owner, self.field)
        try:
            return obj.__dict__[self.field]
        except KeyError:
            raise AttributeError(self.field) from None


class Row:
    """Base class of row schemas (see the module's doc)."""

    __clauz3_fields__: typing.ClassVar[dict[str, type]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields: dict[str, type] = {}
        for base in reversed(cls.__mro__[1:]):
            fields.update(getattr(base, "__clauz3_fields__", {}))
        for name, ann in cls.__dict__.get("__annotations__", {}).items():
            if name.startswith("__"):
                continue
            typ = _TYPES.get(ann) if isinstance(ann, str) else ann
            if typ not in _TYPES.values():
                raise RowSchemaError(
                    f"{cls.__name__}.{name}: a row field must be str, int, bool or float, not {ann!r}"
                )
            if name in cls.__dict__ and not isinstance(cls.__dict__[name], _Column):
                raise RowSchemaError(f"{cls.__name__}.{name}: row fields take no default")
            fields[name] = typ  # type: ignore[assignment]
        cls.__clauz3_fields__ = fields
        for name in fields:
            if not isinstance(cls.__dict__.get(name), _Column):
                setattr(cls, name, _Column(name))

    def __init__(self, **values: Any) -> None:
        fields = type(self).__clauz3_fields__
        missing = [f for f in fields if f not in values]
        extra = [k for k in values if k not in fields]
        if missing or extra:
            raise TypeError(
                f"{type(self).__name__}() needs exactly the fields {', '.join(fields)}"
                + (f"; missing {', '.join(missing)}" if missing else "")
                + (f"; unknown {', '.join(extra)}" if extra else "")
            )
        for name, typ in fields.items():
            v = values[name]
            ok = type(v) is bool if typ is bool else (
                isinstance(v, typ) and not isinstance(v, bool) or typ is float and type(v) is int)
            if not ok:
                raise TypeError(f"{type(self).__name__}.{name} must be a {typ.__name__}, not {type(v).__name__}")
            if typ is float and type(v) is int:
                # the field is the float clauz3 proved it to be (an int
                # past 2**53 would compare and compute differently)
                v = float(v)
            self.__dict__[name] = v

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} rows are read-only")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.__dict__ == self.__dict__  # type: ignore[union-attr]

    def __hash__(self) -> int:
        return hash((type(self), tuple(self.__dict__.items())))

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={self.__dict__[k]!r}" for k in type(self).__clauz3_fields__)
        return f"{type(self).__name__}({inner})"


def row_fields(schema: type) -> dict[str, type]:
    """The fields of a Row subclass, in declaration order, with their types."""
    return dict(getattr(schema, "__clauz3_fields__", {}))
