"""Shared mechanics used by every rule set and by the harness."""
