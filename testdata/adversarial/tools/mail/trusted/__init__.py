"""Trusted mail layer."""
