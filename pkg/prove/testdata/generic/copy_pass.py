import clauz3
from tools.store.trusted import contracts as store
from tools.store.trusted.effects import insert, read_rows


class User(clauz3.Row):
    name: str
    age: int


@clauz3.guarantee(store.only_table("archive"))
@clauz3.guarantee(store.inserts_at_most(10))
def main() -> None:
    for u in read_rows(User, "users"):
        if u.age > 17:
            insert("archive", User(name=u.name, age=u.age))
