"""Trusted web fetch effects.

fetch(url) downloads url and returns the body as text. Each call is a fact
"fetch" (markers "web", "web_fetch") with the field url. Only http and
https URLs are fetched.
"""

import urllib.request

import deal


@deal.has("web", "web_fetch", "network")
@deal.pre(lambda url: url.startswith("https://") or url.startswith("http://"))
def fetch(url: str) -> str:
    """The body of url, as text."""
    with urllib.request.urlopen(url, timeout=30) as resp:  # noqa: S310 (schemes checked by the precondition)
        return resp.read().decode("utf-8", errors="replace")
