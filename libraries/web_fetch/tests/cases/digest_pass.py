"""A digest: https only, one API, few requests, no token leaks."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url, post_url


@clauz3.guarantee(web.https_only())
@clauz3.guarantee(web.only_fetch_under("https://api.example.com/"))
@clauz3.guarantee(web.fetches_at_most(3))
@clauz3.guarantee(web.no_url_contains("token="))
def main(send: bool) -> None:
    news = fetch_url("https://api.example.com/news")
    fetch_url("https://api.example.com/weather")
    if send and len(news) <= 1000:
        post_url("https://api.example.com/digest", news)
