"""One search about a topic of at most 60 characters, without an address in it."""

import clauz3
from tools.web_search.trusted import contracts as ws
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(ws.query_must_not_contain("@"))
@clauz3.guarantee(ws.query_at_most(67))
@clauz3.guarantee(ws.at_most(1))
def main(topic: str) -> None:
    if 0 < len(topic) <= 60 and "@" not in topic:
        web_search("python " + topic)
