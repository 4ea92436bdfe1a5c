"""main(user="ann@example.com") sends an address to the search engine."""

import clauz3
from tools.web_search.trusted import contracts as ws
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(ws.query_must_not_contain("@"))
def main(user: str) -> None:
    if len(user) > 0:
        web_search("profile of " + user)
