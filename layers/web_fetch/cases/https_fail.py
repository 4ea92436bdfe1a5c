"""main(url="http://example.com") fetches over plain http."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.https_only())
def main(url: str) -> None:
    if url.startswith("http"):
        if url.startswith("https://") or url.startswith("http://"):
            fetch(url)
