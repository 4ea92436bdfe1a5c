import clauz3
from tools.badfs.trusted import contracts as fs
from tools.badfs.trusted.effects import literal_field


@clauz3.guarantee(fs.read_only())
def main() -> None:
    literal_field("/a")
