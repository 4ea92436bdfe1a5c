"""The web_search library's one effect: a search query.

web_search POSTs ``{"query": query, "key": key}`` as JSON to the endpoint in
the environment variable CLAUZ3_SEARCH_URL (the key from
CLAUZ3_SEARCH_API_KEY, "" when unset) and returns the JSON array of result
URLs it answers. The library picks no provider: point it at yours, or at a
local fake in tests. An unset endpoint is an error at run time; proving never
runs the body.
"""

import json
import os
from urllib.request import Request, urlopen

import deal

import clauz3

TIMEOUT_SECONDS = 30
USER_AGENT = "clauz3-go-web-search/1"


@clauz3.requires(lambda query: len(query) > 0, message="query must not be empty")
@deal.has("network", "io", "global", "import")
@clauz3.trusted
def web_search(query: str) -> list[str]:
    """The result URLs the configured endpoint answers for ``query``."""
    endpoint = os.environ.get("CLAUZ3_SEARCH_URL", "")
    if not endpoint.startswith("http://") and not endpoint.startswith("https://"):
        raise RuntimeError("CLAUZ3_SEARCH_URL is not set to an http(s) search endpoint")
    key = os.environ.get("CLAUZ3_SEARCH_API_KEY", "")
    request = Request(
        endpoint,
        data=json.dumps({"query": query, "key": key}).encode("utf-8"),
        headers={"Content-Type": "application/json", "User-Agent": USER_AGENT},
        method="POST",
    )
    with urlopen(request, timeout=TIMEOUT_SECONDS) as response:  # noqa: S310 (scheme checked above)
        answer = json.loads(response.read().decode("utf-8"))
    if not isinstance(answer, list):
        raise ValueError("the search endpoint must answer a JSON array of URLs")
    return [str(url) for url in answer]
