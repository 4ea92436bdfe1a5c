"""A literal loop reaches an AWS_ name on its third turn."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.never_var_prefix("AWS_"))
def main() -> None:
    for name in ["HOME", "LANG", "AWS_REGION"]:
        read_env(name)
