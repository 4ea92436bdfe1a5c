"""The filesystem domain."""
