"""Both queries are in the list."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.only_queries(["z3 tutorial", "cvc5 tutorial"]))
def main(second: bool) -> None:
    web_search("z3 tutorial")
    if second:
        web_search("cvc5 tutorial")
