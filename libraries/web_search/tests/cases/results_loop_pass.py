"""Every result is looked at; only one search."""

import clauz3
from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search


@clauz3.guarantee(search.searches_at_most(1))
@clauz3.guarantee(search.no_query_contains("@"))
def main() -> None:
    for url in web_search("clauz3 release notes"):
        if url.startswith("https://"):
            print(url)
