"""The answer is computed locally: nothing is searched."""

import clauz3
from tools.web_search.trusted import contracts as ws
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(ws.no_searches())
def main(n: int) -> None:
    total = 0
    for i in range(4):
        total = total + i
    if total != 6 and n > 0:
        web_search("arithmetic")
