"""Guarantees about the HTTP requests a program makes.

Requests is the relation over both effects (GET and POST, field ``url``);
Posts is POST alone (fields ``url`` and ``body``). URLs are compared as
strings: give a prefix with the "/" after the host (``"https://api.example.com/"``),
since ``"https://api.example.com"`` also admits ``https://api.example.com.evil.net/``
and ``https://api.example.com@evil.net/``. never_fetch_under is a deny list on
the string only (a host has other spellings: a port, a final dot, an address):
prefer only_fetch_under to keep a program away from a host.
"""

from tools.web_fetch.trusted.effects import fetch_url, post_url

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Requests = effect(fetch_url, post_url)
Posts = effect(post_url)


@contract(description="Nothing is promised about web requests.")
def no_guarantees() -> ContractSpec:
    """State, on purpose, that nothing is promised about web requests."""
    return nothing()


@contract(description="The program makes no web request.")
def no_fetches() -> ContractSpec:
    """No GET and no POST."""
    return Requests.empty()


@contract(description="The program posts nothing.")
def no_posts() -> ContractSpec:
    """No POST (GETs allowed)."""
    return Posts.empty()


@contract(description="Every web request goes to a URL starting with {prefix}.")
def only_fetch_under(prefix: str) -> ContractSpec:
    """Every requested URL, GET or POST, starts with ``prefix``."""
    return Requests.all(lambda e: e.url.startswith(prefix))


@contract(description="No web request goes to a URL starting with {prefix}.")
def never_fetch_under(prefix: str) -> ContractSpec:
    """No requested URL starts with ``prefix`` (a string test; see the module doc)."""
    return Requests.all(lambda e: not e.url.startswith(prefix))


@contract(description="Every web request uses https.")
def https_only() -> ContractSpec:
    """Every requested URL starts with ``https://``."""
    return Requests.all(lambda e: e.url.startswith("https://"))


@contract(description="The program makes at most {count} web requests.")
def fetches_at_most(count: int) -> ContractSpec:
    """At most ``count`` requests, GETs and POSTs together."""
    return Requests.count() <= count


@contract(description="No requested URL contains the text {substring}.")
def no_url_contains(substring: str) -> ContractSpec:
    """No requested URL contains ``substring`` (say ``"token="``): an exfiltration guard."""
    return Requests.all(lambda e: substring not in e.url)


@contract(description="Every requested URL has at most {max_chars} characters.")
def url_length_at_most(max_chars: int) -> ContractSpec:
    """Every requested URL has at most ``max_chars`` characters."""
    return Requests.all(lambda e: len(e.url) <= max_chars)


@contract(description="No posted body contains the text {substring}.")
def no_body_contains(substring: str) -> ContractSpec:
    """No POST body contains ``substring`` (ours; the reference has no body contract)."""
    return Posts.all(lambda e: substring not in e.body)


@contract(description="Every posted body has at most {max_chars} characters.")
def body_length_at_most(max_chars: int) -> ContractSpec:
    """Every POST body has at most ``max_chars`` characters (ours)."""
    return Posts.all(lambda e: len(e.body) <= max_chars)
