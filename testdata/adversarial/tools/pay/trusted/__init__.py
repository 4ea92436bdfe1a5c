"""Trusted payment layer: effects (what a program may do) and contracts."""
