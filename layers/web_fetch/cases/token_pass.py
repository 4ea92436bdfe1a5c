"""The URL is checked as a whole before it is fetched: no token is ever sent."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.url_must_not_contain("token="))
def main(q: str) -> None:
    url = "https://api.example.com/search?q=" + q
    if "token=" not in url:
        fetch(url)
