"""web_search requires a non-empty query."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.no_guarantees())
def main(topic: str) -> None:
    web_search(topic)
