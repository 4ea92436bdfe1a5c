"""Guarantees about the URLs a program fetches.

URLs are compared as strings. only_under(prefix) is an allow list: give the
prefix with the "/" after the host ("https://docs.python.org/"), or
"https://docs.python.org" also covers "https://docs.python.org.evil.net/" and
"https://docs.python.org@evil.net/"; it also refuses ".." and encoded dots,
which a server may resolve to a path outside the prefix. never_under(prefix)
is a deny list on the string only: host names are case-insensitive and have
aliases (a port, a final dot, an address), so prefer only_under to keep a
program away from a host.
"""

from clauz3.spec import ContractSpec, contract, effect

Fetches = effect("web_fetch")


@contract
def https_only() -> ContractSpec:
    """Every URL fetched is https."""
    return Fetches.all(lambda e: e.url.startswith("https://"))


@contract
def only_under(prefix: str) -> ContractSpec:
    """Every URL fetched is under prefix, with no ".." or encoded dot."""
    return Fetches.all(
        lambda e: e.url.startswith(prefix) and ".." not in e.url and "%2e" not in e.url and "%2E" not in e.url
    )


@contract
def never_under(prefix: str) -> ContractSpec:
    """No URL fetched starts with prefix (a string test: see the module's doc)."""
    return Fetches.all(lambda e: not e.url.startswith(prefix))


@contract
def url_at_most(n: int) -> ContractSpec:
    """Every URL fetched has at most n characters."""
    return Fetches.all(lambda e: len(e.url) <= n)


@contract
def url_must_not_contain(text: str) -> ContractSpec:
    """No URL fetched contains text (say "token=")."""
    return Fetches.all(lambda e: text not in e.url)


@contract
def at_most(n: int) -> ContractSpec:
    """At most n fetches."""
    return Fetches.count() <= n
