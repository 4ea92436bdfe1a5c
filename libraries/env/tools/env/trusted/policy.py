"""Coverage policy of the env library: a program that reads the environment
is recommended to say which names it reads (only_vars) or which family it
keeps away from (never_var_prefix). Recommended, not required: reported."""

from clauz3.policy import domain_policy

POLICY = domain_policy(
    when_used=["read_env"],
    recommended=["only_vars", "never_var_prefix"],
    label="environment reads",
)
