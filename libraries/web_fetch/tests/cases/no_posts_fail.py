"""A POST on one branch."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url, post_url


@clauz3.guarantee(web.no_posts())
def main(report: bool) -> None:
    page = fetch_url("https://status.example.com/")
    if report:
        post_url("https://hooks.example.com/status", page)
