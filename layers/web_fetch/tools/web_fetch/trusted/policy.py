"""Coverage policy of the web_fetch domain: a program that fetches should
say over what (https_only) and from where (only_under)."""

from clauz3.policy import domain_policy

POLICY = domain_policy(
    when_used=["fetch"],
    recommended=["https_only", "only_under"],
    label="web fetches",
)
