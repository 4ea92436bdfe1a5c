"""Fetch a page of the Python documentation named by the input, over https only."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.https_only())
@clauz3.guarantee(web.only_under("https://docs.python.org/3/"))
@clauz3.guarantee(web.at_most(1))
def main(page: str) -> None:
    url = "https://docs.python.org/3/library/" + page
    if ".." in url or "%2e" in url or "%2E" in url:
        return
    fetch(url)
