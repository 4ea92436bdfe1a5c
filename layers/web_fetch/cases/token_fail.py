"""main(q="x&token=1") puts a token in the URL: only a leading "token=" is refused."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.url_must_not_contain("token="))
def main(q: str) -> None:
    if not q.startswith("token="):
        fetch("https://api.example.com/search?q=" + q)
