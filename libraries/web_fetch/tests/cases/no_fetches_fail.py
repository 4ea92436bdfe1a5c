"""A POST is a request too."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import post_url


@clauz3.guarantee(web.no_fetches())
def main() -> None:
    post_url("https://api.example.com/notes", "hello")
