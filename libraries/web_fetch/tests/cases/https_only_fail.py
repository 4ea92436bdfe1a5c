"""http on one branch."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.https_only())
def main(legacy: bool) -> None:
    url = "http://old.example.com/" if legacy else "https://www.example.com/"
    fetch_url(url)
