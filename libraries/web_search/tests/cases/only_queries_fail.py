"""A query built from the input is not in the list."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.only_queries(["z3 tutorial"]))
def main(solver: str) -> None:
    web_search(solver + " tutorial")
