"""The topic is checked before it is searched."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.query_length_at_most(40))
def main(topic: str) -> None:
    if 0 < len(topic) and len(topic) <= 30:
        web_search(topic + " tutorial")
