"""main(unsure=True) asks the search engine."""

import clauz3
from tools.web_search.trusted import contracts as ws
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(ws.no_searches())
def main(unsure: bool) -> None:
    if unsure:
        web_search("is 91 prime")
