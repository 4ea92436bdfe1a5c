"""The trusted web_search layer: effects and contracts."""
