"""The body is bounded before posting."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import post_url


@clauz3.guarantee(web.body_length_at_most(20))
def main(note: str) -> None:
    if len(note) <= 20:
        post_url("https://api.example.com/notes", note)
