"""Typed path literals for contract arguments: FilePath and DirectoryPath.

    fs.only_writes_files([clauz3.FilePath("out/report.md")])
    fs.only_reads_files_under(clauz3.DirectoryPath("/srv/data"))

A FilePath names exactly one file; a DirectoryPath names a directory as a
boundary (the directory and what lies below it, never "data.bak" for
"data"). Both are lexical: nothing is looked up on disk and links are not
resolved. A value must be a non-empty str with no NUL and no ":", and plain
(clauz3._path_safety.is_plain_path: no "..", no "." or empty component after
the first, no backslash). A FilePath may not be "." nor end with "/". Bad
values raise ValueError (TypeError for a value that is not a str) when the
literal is built.
"""

from __future__ import annotations

from dataclasses import dataclass

from clauz3._path_safety import is_plain_path


def _lexical(value: object, what: str) -> None:
    if type(value) is not str:
        raise TypeError(f"a {what} holds a str, not {type(value).__name__}")
    if value == "":
        raise ValueError(f"a {what} is not empty")
    if "\x00" in value or ":" in value:
        raise ValueError(f"a {what} holds no NUL and no ':': {value!r}")
    if not is_plain_path(value):
        raise ValueError(f"a {what} is plain (no '..', no '.' or empty segment, no backslash): {value!r}")


@dataclass(frozen=True)
class FilePath:
    """Exactly the file value (not a prefix; existence is not checked)."""

    value: str

    def __post_init__(self) -> None:
        _lexical(self.value, "FilePath")
        if self.value == "." or self.value.endswith("/"):
            raise ValueError(f"a FilePath names a file, not a directory: {self.value!r}")


@dataclass(frozen=True)
class DirectoryPath:
    """The directory value and everything below it (lexically)."""

    value: str

    def __post_init__(self) -> None:
        _lexical(self.value, "DirectoryPath")


__all__ = ["DirectoryPath", "FilePath"]
