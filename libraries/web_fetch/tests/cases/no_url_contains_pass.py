"""The token never reaches a URL: the query is one of two words."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.no_url_contains("token="))
def main(go: bool) -> None:
    query = "golang" if go else "python"
    fetch_url("https://search.example.com/?q=" + query)
