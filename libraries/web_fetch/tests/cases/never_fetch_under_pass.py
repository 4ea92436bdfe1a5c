"""The internal host is never requested."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.never_fetch_under("https://intranet.example.com/"))
def main() -> None:
    fetch_url("https://www.example.com/")
