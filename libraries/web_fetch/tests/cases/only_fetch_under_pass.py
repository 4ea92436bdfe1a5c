"""Every URL is under the API prefix, POSTs included."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url, post_url


@clauz3.guarantee(web.only_fetch_under("https://api.example.com/"))
def main(issue: str) -> None:
    fetch_url("https://api.example.com/issues")
    post_url("https://api.example.com/issues/comments", issue)
