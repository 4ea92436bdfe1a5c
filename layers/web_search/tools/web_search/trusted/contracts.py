"""Guarantees about the queries a program sends to a search engine."""

from clauz3.spec import ContractSpec, contract, effect

Searches = effect("web_search")


@contract
def query_must_not_contain(text: str) -> ContractSpec:
    """No query contains text (say "@", to keep addresses out of queries)."""
    return Searches.all(lambda e: text not in e.query)


@contract
def query_at_most(n: int) -> ContractSpec:
    """Every query has at most n characters."""
    return Searches.all(lambda e: len(e.query) <= n)


@contract
def at_most(n: int) -> ContractSpec:
    """At most n searches."""
    return Searches.count() <= n


@contract
def no_searches() -> ContractSpec:
    """Nothing is searched."""
    return Searches.empty()
