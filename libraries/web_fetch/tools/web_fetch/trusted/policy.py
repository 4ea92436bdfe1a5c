"""Coverage policy of the web_fetch library: a program that makes web
requests is recommended to say over what (https_only) and where
(only_fetch_under). Recommended, not required: reported."""

from clauz3.policy import domain_policy

POLICY = domain_policy(
    when_used=["fetch_url", "post_url"],
    recommended=["https_only", "only_fetch_under"],
    label="web requests",
)
