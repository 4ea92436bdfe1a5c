"""Three pages are fetched in a loop; at most two are allowed."""

import clauz3
from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch


@clauz3.guarantee(web.at_most(2))
def main() -> None:
    for i in range(3):
        fetch("https://api.example.com/items?page=" + str(i))
