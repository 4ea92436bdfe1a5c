"""The env library's one effect: reading an environment variable.

read_env really reads os.environ. The prover never runs it: each call is a
fact with the field ``name``, and the contracts in contracts.py are stated
over those facts. The body runs under ``clauz3 run`` once the program is
proved and approved.
"""

import os

import deal

import clauz3


@clauz3.requires(lambda name: len(name) > 0, message="the variable name is empty")
@clauz3.requires(lambda name: "=" not in name, message="a variable name has no '='")
@deal.has("read", "global")
@clauz3.trusted
def read_env(name: str) -> str:
    """The value of the environment variable ``name``; "" when it is unset."""
    return os.environ.get(name, "")
