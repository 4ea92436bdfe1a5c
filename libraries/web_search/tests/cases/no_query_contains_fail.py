"""A topic from the caller may hold an address."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.no_query_contains("@"))
def main(topic: str) -> None:
    if len(topic) > 0:
        web_search(topic)
