"""GETs only."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url, post_url


@clauz3.guarantee(web.no_posts())
def main() -> None:
    fetch_url("https://docs.python.org/3/")
