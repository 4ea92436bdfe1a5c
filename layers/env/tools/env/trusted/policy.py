"""Coverage policy of the env domain: a program that reads the environment
should say which names (only_names) or which it keeps away from
(never_prefix)."""

from clauz3.policy import domain_policy

POLICY = domain_policy(
    when_used=["get_env"],
    recommended=["only_names", "never_prefix"],
    label="environment reads",
)
