import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import move


@clauz3.guarantee(fs.only_write_under("/sandbox/"))
def main() -> None:
    move("/data/a.txt", "/sandbox/a.txt")
