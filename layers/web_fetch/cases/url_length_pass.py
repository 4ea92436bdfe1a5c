"""A query of at most 50 characters makes a URL of at most 83."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.url_at_most(83))
def main(q: str) -> None:
    url = "https://api.example.com/search?q=" + q
    if len(q) <= 50:
        fetch(url)
