"""Two different users are notified: the required unique_users() holds."""

import clauz3
from tools.notify.trusted import contracts as notes
from tools.notify.trusted.effects import notify


@clauz3.guarantee(notes.at_most(2))
def main() -> None:
    notify("ann", "hello")
    notify("bob", "hello")
