"""The web_search domain."""
