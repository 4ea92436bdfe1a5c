"""file:// is not http: the precondition fails."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.no_guarantees())
def main() -> None:
    fetch_url("file:///etc/passwd")
