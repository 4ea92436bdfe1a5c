"""main(page="../../internal") climbs out of the documentation: ".." is not checked."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.only_under("https://docs.python.org/3/"))
def main(page: str) -> None:
    if "%" not in page:
        fetch("https://docs.python.org/3/library/" + page)
