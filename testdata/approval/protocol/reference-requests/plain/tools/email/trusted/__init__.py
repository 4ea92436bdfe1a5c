"""The trusted email layer: effects (what a program may do) and contracts."""
