"""Coverage policy of the email domain: recommend unique recipients."""

from clauz3.policy import domain_policy

POLICY = domain_policy(when_used="send_email", recommended=["unique_recipients"], label="email")
