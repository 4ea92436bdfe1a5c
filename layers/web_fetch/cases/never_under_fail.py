"""main(url="https://internal.example.com/admin") reaches the internal host: only http is refused there."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.never_under("https://internal.example.com/"))
def main(url: str) -> None:
    if url.startswith("https://") or url.startswith("http://"):
        if not url.startswith("http://internal.example.com/"):
            fetch(url)
