import clauz3
from clauz3.events import performs
from tools.fs.trusted.events import Chmod, Delete, Read, Write


@clauz3.trusted
@performs(lambda path: Read(path))
def read_file(path: str) -> str:
    return ""


@clauz3.trusted
@performs(lambda src, dest: [Read(src), Delete(src), Write(dest)])
def move(src: str, dest: str) -> None:
    return None


@clauz3.trusted
@performs(lambda path, mode: Chmod(path=path, mode=mode))
def chmod(path: str, mode: int) -> None:
    return None


@clauz3.requires(lambda path, *, force=False: not force or path.startswith("/tmp/"))
@clauz3.trusted
@performs(lambda path: Write(path))
def wipe(path: str, *, force: bool = False) -> None:
    return None

