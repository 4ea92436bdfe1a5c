"""'.;jsessionid=x' and an encoded ';' after a dot are refused too."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import post_url


@clauz3.guarantee(web.only_fetch_under("https://api.example.com/docs/"))
def main(encoded: bool) -> None:
    url = "https://api.example.com/docs/.%3B/x" if encoded else "https://api.example.com/docs/.;jsessionid=1/x"
    post_url(url, "hi")
