"""One GET and one POST, at most two."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url, post_url


@clauz3.guarantee(web.fetches_at_most(2))
def main() -> None:
    body = fetch_url("https://api.example.com/a")
    post_url("https://api.example.com/b", body)
