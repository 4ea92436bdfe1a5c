"""Both URLs are shorter than 60 characters."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.url_length_at_most(60))
def main(page: bool) -> None:
    suffix = "?page=2" if page else ""
    fetch_url("https://search.example.com/?q=python" + suffix)
