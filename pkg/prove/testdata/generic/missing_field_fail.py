import clauz3
from tools.store.trusted import contracts as store
from tools.store.trusted.effects import insert


class User(clauz3.Row):
    name: str
    age: int


@clauz3.guarantee(store.inserts_at_most(1))
def main() -> None:
    insert("archive", User(name="bob"))
