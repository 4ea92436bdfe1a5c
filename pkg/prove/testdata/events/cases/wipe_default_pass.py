import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import wipe


@clauz3.guarantee(fs.only_write_under("/data/"))
def main() -> None:
    wipe("/data/x")
