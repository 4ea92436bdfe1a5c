"""The caller picks the mirror, which is outside the prefix."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.only_fetch_under("https://api.example.com/"))
def main(mirror: bool) -> None:
    url = "https://mirror.example.org/" if mirror else "https://api.example.com/"
    fetch_url(url)
