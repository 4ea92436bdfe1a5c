"""Two https URLs."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.https_only())
def main(lang: str) -> None:
    if lang == "fr":
        fetch_url("https://docs.python.org/fr/3/")
    else:
        fetch_url("https://docs.python.org/3/")
