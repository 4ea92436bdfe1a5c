from tools.notes.trusted.effects import write_note

from clauz3.spec import ContractSpec, contract, effect

Note = effect(write_note)


@contract
def notes_at_most(count: int) -> ContractSpec:
    """At most count notes."""
    return Note.count() <= count
