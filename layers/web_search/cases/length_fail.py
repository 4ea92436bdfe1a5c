"""main(topic=<61 characters>) sends a query of 68 characters, more than 67."""

import clauz3
from tools.web_search.trusted import contracts as ws
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(ws.query_at_most(67))
def main(topic: str) -> None:
    if 0 < len(topic) <= 61:
        web_search("python " + topic)
