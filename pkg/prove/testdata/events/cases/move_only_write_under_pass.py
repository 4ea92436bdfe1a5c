import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import move


@clauz3.guarantee(fs.only_write_under("/sandbox/"))
def main(name: str) -> None:
    if name.startswith("/sandbox/") and name != "/sandbox/keep":
        move(name, "/sandbox/out/" + "x")
