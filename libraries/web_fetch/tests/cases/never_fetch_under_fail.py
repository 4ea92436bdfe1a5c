"""A loop reaches the internal host."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.never_fetch_under("https://intranet.example.com/"))
def main() -> None:
    for url in ["https://www.example.com/", "https://intranet.example.com/wiki"]:
        fetch_url(url)
