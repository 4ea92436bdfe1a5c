import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import move


@clauz3.guarantee(fs.read_only())
def main(dest: str) -> None:
    move("/data/a.txt", dest)
