import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import read_file


@clauz3.guarantee(fs.read_only())
def main() -> None:
    print(read_file("/data/a.txt"))
