"""A debugging branch fetches a URL with the token in it."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.no_url_contains("token="))
def main(debug: bool) -> None:
    fetch_url("https://api.example.com/")
    if debug:
        fetch_url("https://api.example.com/?token=abc123")
