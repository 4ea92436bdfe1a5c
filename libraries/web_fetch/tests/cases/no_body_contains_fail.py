"""A fetched page is posted as is: it may contain the key."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url, post_url


@clauz3.guarantee(web.no_body_contains("PRIVATE KEY"))
def main() -> None:
    page = fetch_url("https://files.example.com/id_rsa")
    post_url("https://api.example.com/notes", page)
