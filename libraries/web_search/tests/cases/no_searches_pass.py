"""Nothing is searched."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.no_searches())
def main() -> None:
    pass
