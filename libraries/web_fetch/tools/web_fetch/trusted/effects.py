"""The web_fetch library's effects: an HTTP GET and an HTTP POST.

Both use urllib from the standard library, with a 30 second timeout, and
return the response body decoded as UTF-8 (undecodable bytes replaced).
Redirects are not followed (a 3xx answer raises HTTPError): a guarantee on
the URL would otherwise say nothing about where the request ends up.

A URL must be http or https and hold no dot segment, literal or
percent-encoded at any depth (the runtime's url_has_no_parent_segments):
a server that resolves ``/docs/%2e%2e/admin`` would reach outside a prefix
the guarantee admits. Nor may it hold ".;" (or ".%3b"): Tomcat and servers
like it drop a segment's ";parameters" before resolving dot segments, so
``/docs/..;/admin`` is ``/admin`` to them. Any ".;" is refused, dot segment or
not, on purpose.
"""

from urllib.request import HTTPRedirectHandler, Request, build_opener

import deal

import clauz3
from clauz3._path_safety import url_has_no_parent_segments

TIMEOUT_SECONDS = 30
USER_AGENT = "clauz3-go-web-fetch/1"


class _NoRedirects(HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):  # noqa: ANN001, ANN201
        return None


def _send(request: Request) -> str:
    opener = build_opener(_NoRedirects)
    with opener.open(request, timeout=TIMEOUT_SECONDS) as response:
        return response.read().decode("utf-8", errors="replace")


@clauz3.requires(
    lambda url: url.startswith("https://") or url.startswith("http://"),
    message="url must be http:// or https://",
)
@clauz3.requires(
    lambda url: url_has_no_parent_segments(url),
    message="url must hold no dot segment, literal or encoded",
)
@clauz3.requires(
    lambda url: ".;" not in url and ".%3b" not in url and ".%3B" not in url,
    message="url must hold no dot segment with a path parameter ('..;', '.;')",
)
@deal.has("network", "io", "global", "import")
@clauz3.trusted
def fetch_url(url: str) -> str:
    """GET ``url``; the response body as text."""
    return _send(Request(url, headers={"User-Agent": USER_AGENT}, method="GET"))


@clauz3.requires(
    lambda url, body: url.startswith("https://") or url.startswith("http://"),
    message="url must be http:// or https://",
)
@clauz3.requires(
    lambda url, body: url_has_no_parent_segments(url),
    message="url must hold no dot segment, literal or encoded",
)
@clauz3.requires(
    lambda url, body: ".;" not in url and ".%3b" not in url and ".%3B" not in url,
    message="url must hold no dot segment with a path parameter ('..;', '.;')",
)
@deal.has("network", "io", "global", "import")
@clauz3.trusted
def post_url(url: str, body: str) -> str:
    """POST ``body`` (text/plain, UTF-8) to ``url``; the response body as text."""
    request = Request(
        url,
        data=body.encode("utf-8"),
        headers={"User-Agent": USER_AGENT, "Content-Type": "text/plain; charset=utf-8"},
        method="POST",
    )
    return _send(request)
