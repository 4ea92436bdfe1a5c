import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import move, read_file


@clauz3.guarantee(fs.reads_at_most(1))
def main() -> None:
    read_file("/a")
    move("/b", "/c")
