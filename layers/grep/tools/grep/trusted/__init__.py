"""The trusted grep layer: effects and contracts."""
