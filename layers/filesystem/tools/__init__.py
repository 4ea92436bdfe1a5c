"""Standard layers shipped with clauz3: the filesystem layer."""
