import clauz3
from tools.notes.trusted import contracts as notes
from tools.notes.trusted.effects import write_note


@clauz3.guarantee(notes.notes_at_most(1))
def main() -> None:
    write_note("x")
