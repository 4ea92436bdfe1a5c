"""A trusted notification layer whose policy requires a guarantee."""
