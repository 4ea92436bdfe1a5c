"""A second search only when the first found nothing: two at most."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.searches_at_most(2))
def main() -> None:
    found = web_search("clauz3 prover")
    if len(found) == 0:
        web_search("clauz3")
