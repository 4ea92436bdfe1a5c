"""The gmail library's effects: send (or preview) a message, save a draft.

Both go through the ``gog`` client found on PATH, as argument vectors (no
shell); the tests put a fake gog first on PATH. send_email previews by
default: with ``dry_run=True`` (the default) it runs nothing and returns at
once, and only an explicit ``dry_run=False`` sends. create_draft saves an
unsent message in Gmail's Drafts: a real change to the mailbox, never a
send.

A recipient is one address: it holds "@" and no ",", ";" or space, which
would let one ``to`` string reach several people behind a recipient
contract's back. A subject is not empty.
"""

import subprocess

import deal

import clauz3

TIMEOUT_SECONDS = 60


@clauz3.requires(
    lambda to, subject, body, *, dry_run=True: "@" in to,
    message="to must be an address (with @)",
)
@clauz3.requires(
    lambda to, subject, body, *, dry_run=True: "," not in to and ";" not in to and " " not in to,
    message="to must be one address (no ',', ';' or space)",
)
@clauz3.requires(
    lambda to, subject, body, *, dry_run=True: len(subject) > 0,
    message="subject must not be empty",
)
@deal.has("network", "io", "syscall")
@clauz3.trusted
def send_email(to: str, subject: str, body: str, *, dry_run: bool = True) -> None:
    """Send a new message to ``to``, or with dry_run=True (the default) do nothing."""
    if dry_run:
        return
    subprocess.run(  # noqa: S603 (an argument vector, no shell)
        ["gog", "gmail", "send", "--to", to, "--subject", subject, "--body", body],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=True,
    )


@clauz3.requires(lambda to, subject, body: "@" in to, message="to must be an address (with @)")
@clauz3.requires(
    lambda to, subject, body: "," not in to and ";" not in to and " " not in to,
    message="to must be one address (no ',', ';' or space)",
)
@clauz3.requires(lambda to, subject, body: len(subject) > 0, message="subject must not be empty")
@deal.has("network", "io", "syscall")
@clauz3.trusted
def create_draft(to: str, subject: str, body: str) -> None:
    """Save an unsent message to ``to`` in Gmail's Drafts."""
    subprocess.run(  # noqa: S603 (an argument vector, no shell)
        ["gog", "gmail", "drafts", "create", "--no-input", "--to=" + to, "--subject=" + subject, "--body=" + body],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=True,
    )
