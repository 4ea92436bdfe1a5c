"""The trusted editor layer: effects and contracts."""
