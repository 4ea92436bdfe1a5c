"""The secret is checked out of the text."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import write_file


@clauz3.guarantee(fs.must_not_write("PRIVATE KEY"))
def main(text: str) -> None:
    if "PRIVATE KEY" not in text:
        write_file("out/note.txt", text)
