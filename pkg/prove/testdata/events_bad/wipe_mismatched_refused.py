import clauz3
from tools.badfs.trusted import contracts as fs
from tools.badfs.trusted.effects import wipe_mismatched


@clauz3.guarantee(fs.read_only())
def main() -> None:
    wipe_mismatched("/data/x")
