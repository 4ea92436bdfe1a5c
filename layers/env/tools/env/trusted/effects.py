"""Trusted environment effects.

get_env(name) reads the environment variable name ("" when unset). Each
call is a fact "get_env" (marker "env") with the field name.
"""

import os

import deal


@deal.has("env")
@deal.pre(lambda name: len(name) > 0 and "=" not in name)
def get_env(name: str) -> str:
    """The value of the environment variable name, or "" when it is unset."""
    return os.environ.get(name, "")
