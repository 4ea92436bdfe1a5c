"""A URL from the input is fetched only when it is https."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.https_only())
@clauz3.guarantee(web.never_under("https://internal.example.com/"))
def main(url: str) -> None:
    if url.startswith("https://") and not url.startswith("https://internal.example.com/"):
        fetch(url)
