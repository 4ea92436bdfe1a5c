"""The grep domain."""
