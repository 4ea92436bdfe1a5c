"""Any variable but the AWS_ ones may be read."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import get_env


@clauz3.guarantee(env.never_prefix("AWS_"))
@clauz3.guarantee(env.at_most(1))
def main(name: str) -> None:
    if len(name) > 0 and "=" not in name and not name.startswith("AWS_"):
        get_env(name)
