"""Three pages in a loop, at most two."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.fetches_at_most(2))
def main() -> None:
    for page in ["1", "2", "3"]:
        fetch_url("https://api.example.com/items?page=" + page)
