"""Standard layers shipped with clauz3: the env layer."""
