"""The prefix without its final slash admits another host: api.example.com@evil.net."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.only_fetch_under("https://api.example.com/"))
def main() -> None:
    fetch_url("https://api.example.com@evil.net/")
