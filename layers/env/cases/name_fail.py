"""main(name="AWS_SECRET_ACCESS_KEY2") reads a credential: only one exact name is refused."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import get_env


@clauz3.guarantee(env.never_prefix("AWS_"))
def main(name: str) -> None:
    if len(name) > 0 and "=" not in name and name != "AWS_SECRET_ACCESS_KEY":
        get_env(name)
