"""http on one branch."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.https_only())
def main(legacy: bool) -> None:
    fetch_url("https://www.example.com/")
    if legacy:
        fetch_url("http://old.example.com/")
