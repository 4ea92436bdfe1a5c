"""The editor domain."""
