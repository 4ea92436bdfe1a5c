"""The web_fetch domain."""
