"""Coverage policy of the filesystem domain: a program that writes files
should say where (writes_only_under) and how much (writes_at_most)."""

from clauz3.policy import domain_policy

POLICY = domain_policy(
    when_used=["write_file"],
    recommended=["writes_only_under", "writes_at_most"],
    label="file writes",
)
