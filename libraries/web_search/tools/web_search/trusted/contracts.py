"""Guarantees about the searches a program makes.

Every contract is over the calls of web_search (the relation Searches) and
its field ``query``. no_query_contains keeps a given text out of every query:
the guard against a program that searches for, and so sends off, a secret
or a name it has read.
"""

from tools.web_search.trusted.effects import web_search

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Searches = effect(web_search)


@contract(description="Nothing is promised about web searches.")
def no_guarantees() -> ContractSpec:
    """State, on purpose, that nothing is promised about searches."""
    return nothing()


@contract(description="The program makes no web search.")
def no_searches() -> ContractSpec:
    """No call of web_search."""
    return Searches.empty()


@contract(description="The program makes at most {count} web searches.")
def searches_at_most(count: int) -> ContractSpec:
    """At most ``count`` searches."""
    return Searches.count() <= count


@contract(description="Every search query has at most {max_chars} characters.")
def query_length_at_most(max_chars: int) -> ContractSpec:
    """Every query has at most ``max_chars`` characters."""
    return Searches.all(lambda e: len(e.query) <= max_chars)


@contract(description="No search query contains the text {substring}.")
def no_query_contains(substring: str) -> ContractSpec:
    """No query contains ``substring``."""
    return Searches.all(lambda e: substring not in e.query)


@contract(description="Every search query is one of {allowlist}.")
def only_queries(allowlist: list[str]) -> ContractSpec:
    """Every query is exactly one of ``allowlist`` (ours)."""
    return Searches.all(lambda e: e.query in allowlist)
