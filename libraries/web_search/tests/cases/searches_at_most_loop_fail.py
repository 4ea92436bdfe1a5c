"""Three topics in a loop; at most two searches."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.searches_at_most(2))
def main() -> None:
    for topic in ["z3", "cvc5", "yices"]:
        web_search(topic + " smt solver")
