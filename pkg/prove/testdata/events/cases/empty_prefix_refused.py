import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import read_file


@clauz3.guarantee(fs.only_write_under(""))
def main() -> None:
    read_file("/a")
