"""The key stays out of the posted body."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import post_url


@clauz3.guarantee(web.no_body_contains("PRIVATE KEY"))
def main(note: str) -> None:
    if "PRIVATE KEY" not in note:
        post_url("https://api.example.com/notes", note)
