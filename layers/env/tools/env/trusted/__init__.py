"""The trusted env layer: effects and contracts."""
