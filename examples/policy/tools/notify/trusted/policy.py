"""Coverage policy of the notify domain: any program that notifies must
prove unique_users(), whether or not it states that guarantee."""

from clauz3.policy import domain_policy

POLICY = domain_policy(
    when_used="notify",
    required=["unique_users"],
    recommended=["at_most"],
    label="notifications",
)
