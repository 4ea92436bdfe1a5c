"""The env domain."""
