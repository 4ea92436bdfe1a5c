"""Guarantees about the email a program sends, previews and drafts.

Messages is the relation over both effects (send_email, previews included,
and create_draft; fields ``to``, ``subject``, ``body``); Sends is send_email
alone (with ``dry_run``), Drafts create_draft alone. Recipients are compared
as exact strings.

dry_run_only speaks of the ``dry_run`` each call runs with. A call that leaves
it to the default runs with ``dry_run=True``, as CPython binds it, and is a
preview: clauz3 proves it. The reference's prover fails closed on such a call
(its fact has no ``dry_run``); pass ``dry_run=True`` explicitly to satisfy both.
"""

from tools.gmail.trusted.effects import create_draft, send_email

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Messages = effect(send_email, create_draft)
Sends = effect(send_email)
Drafts = effect(create_draft)


@contract(description="Nothing is promised about email.")
def no_guarantees() -> ContractSpec:
    """State, on purpose, that nothing is promised about email."""
    return nothing()


@contract(description="Every send is a preview (dry_run=True, passed explicitly); drafts are still allowed.")
def dry_run_only() -> ContractSpec:
    """Every send_email call passes dry_run=True."""
    return Sends.all(lambda e: e.dry_run == True)  # noqa: E712 (a relation lambda, compared as written)


@contract(description="The program sends no email and previews none; drafts are still allowed.")
def no_emails() -> ContractSpec:
    """No send_email call at all, previews included."""
    return Sends.empty()


@contract(description="Every message sent, previewed or drafted is addressed to one of {allowlist}.")
def only_recipients(allowlist: list[str]) -> ContractSpec:
    """Every ``to`` of a send, preview or draft is one of ``allowlist``."""
    return Messages.all(lambda e: e.to in allowlist)


@contract(description="No recipient gets two messages (sends, previews and drafts together).")
def unique_recipients() -> ContractSpec:
    """No two messages have the same ``to``."""
    return Messages.distinct(lambda e: e.to)


@contract(description="The program sends, previews or drafts at most {count} messages.")
def emails_at_most(count: int) -> ContractSpec:
    """At most ``count`` calls of send_email and create_draft together."""
    return Messages.count() <= count


@contract(description="Every subject contains {marker}.")
def subject_must_contain(marker: str) -> ContractSpec:
    """Every subject of a send, preview or draft contains ``marker``."""
    return Messages.all(lambda e: marker in e.subject)


@contract(description="Every subject has at most {max_chars} characters.")
def subject_length_at_most(max_chars: int) -> ContractSpec:
    """Every subject has at most ``max_chars`` characters."""
    return Messages.all(lambda e: len(e.subject) <= max_chars)


@contract(description="Every body has at most {max_chars} characters.")
def body_length_at_most(max_chars: int) -> ContractSpec:
    """Every body has at most ``max_chars`` characters."""
    return Messages.all(lambda e: len(e.body) <= max_chars)


@contract(description="No body contains the text {substring}.")
def no_body_contains(substring: str) -> ContractSpec:
    """No body of a send, preview or draft contains ``substring``."""
    return Messages.all(lambda e: substring not in e.body)


@contract(description="No subject contains the text {substring}.")
def no_subject_contains(substring: str) -> ContractSpec:
    """No subject of a send, preview or draft contains ``substring``."""
    return Messages.all(lambda e: substring not in e.subject)


@contract(description="The program only saves drafts: it sends nothing and previews nothing.")
def drafts_only() -> ContractSpec:
    """No send_email call (drafts allowed); the same facts as no_emails, said for a drafting program."""
    return Sends.empty()


@contract(description="The program saves no draft; sending is still allowed.")
def no_drafts() -> ContractSpec:
    """No create_draft call."""
    return Drafts.empty()
