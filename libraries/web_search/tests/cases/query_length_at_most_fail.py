"""The suffix adds nine characters to a topic of up to 32."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.query_length_at_most(40))
def main(topic: str) -> None:
    if 0 < len(topic) and len(topic) <= 32:
        web_search(topic + " tutorial")
