import clauz3


@clauz3.requires(lambda text: len(text) > 0)
@clauz3.trusted
def write_note(text: str) -> None:
    """Write a note."""
    return None
