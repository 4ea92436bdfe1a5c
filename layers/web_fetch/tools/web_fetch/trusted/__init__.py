"""The trusted web_fetch layer: effects and contracts."""
