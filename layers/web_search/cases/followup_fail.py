"""When the first search returns nothing, a second one follows: two searches, one allowed."""

import clauz3
from tools.web_search.trusted import contracts as ws
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(ws.at_most(1))
def main() -> None:
    results = web_search("clauz3 prover")
    if results == "":
        web_search("clauz3")
