import clauz3
from tools.fs.trusted import contracts as fs
from tools.fs.trusted.effects import chmod


@clauz3.guarantee(fs.only_modes([420, 493]))
def main(private: bool) -> None:
    chmod("/a", 420 if private else 493)
