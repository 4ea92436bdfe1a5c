"""Trusted web search effects.

web_search(query) asks a search engine and returns the results as text.
Each call is a fact "web_search" (markers "web", "search") with the field
query. The engine is the deployment's business; the stub below answers
nothing.
"""

import deal


@deal.has("web", "search", "network")
@deal.pre(lambda query: len(query) > 0)
def web_search(query: str) -> str:
    """The results of query, one per line (the stub finds nothing)."""
    return ""
