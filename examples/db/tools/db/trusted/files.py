"""Listing files: a query returning a list of paths."""

import deal


@deal.has("fs")
@deal.post(lambda result: len(result) <= 20)
def list_files(directory: str) -> list[str]:
    """The paths of the files under directory (a stub)."""
    return [directory + "/a.txt"]
