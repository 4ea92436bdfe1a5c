"""The address is never searched for."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.no_query_contains("@"))
def main(topic: str) -> None:
    if len(topic) > 0 and "@" not in topic:
        web_search(topic)
