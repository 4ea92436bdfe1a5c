import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import chmod


@clauz3.guarantee(fs.read_only())
def main() -> None:
    chmod("/data/a.txt", 420)
