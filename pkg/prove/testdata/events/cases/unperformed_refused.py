import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import read_file


@clauz3.guarantee(fs.no_audit())
def main() -> None:
    read_file("/a")
