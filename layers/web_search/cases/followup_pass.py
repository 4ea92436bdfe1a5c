"""A second search only when the first returned nothing: at most two searches."""

import clauz3
from tools.web_search.trusted import contracts as ws
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(ws.at_most(2))
@clauz3.guarantee(ws.query_must_not_contain("@"))
def main() -> None:
    results = web_search("clauz3 prover")
    if results == "":
        web_search("clauz3")
