"""bob is notified twice: the required unique_users() fails."""

from tools.notify.trusted.effects import notify


def main() -> None:
    notify("bob", "hello")
    notify("bob", "again")
