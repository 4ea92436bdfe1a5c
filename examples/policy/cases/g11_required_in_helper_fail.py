"""G11: the policy's required contract applies to calls made inside helpers.

Upstream scans only main's own body for notify(...) and proves this program.
"""


from tools.notify.trusted.effects import notify


def twice(user: str) -> None:
    notify(user, "hello")
    notify(user, "again")


def main() -> None:
    twice("bob")
