"""'..;' is a parent segment to Tomcat-style servers (adversarial probe 9e)."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url


@clauz3.guarantee(web.only_fetch_under("https://api.example.com/docs/"))
def main() -> None:
    fetch_url("https://api.example.com/docs/..;/admin/delete")
