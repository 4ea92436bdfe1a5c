"""An invitation round with every mail guarantee."""

import clauz3
from tools.gmail.trusted import contracts as mail
from tools.gmail.trusted.effects import send_email


@clauz3.guarantee(mail.only_recipients(["ada@example.com", "bob@example.com"]))
@clauz3.guarantee(mail.unique_recipients())
@clauz3.guarantee(mail.emails_at_most(2))
@clauz3.guarantee(mail.subject_must_contain("[party]"))
@clauz3.guarantee(mail.no_body_contains("password"))
@clauz3.guarantee(mail.no_drafts())
def main(send: bool) -> None:
    for to in ["ada@example.com", "bob@example.com"]:
        send_email(to, "[party] Friday", "Six o clock, bring a friend.", dry_run=not send)
