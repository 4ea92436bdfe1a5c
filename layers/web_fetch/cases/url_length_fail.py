"""main(q=<50 characters>) makes a URL of 83 characters, more than 80."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.url_at_most(80))
def main(q: str) -> None:
    if len(q) <= 50:
        fetch("https://api.example.com/search?q=" + q)
