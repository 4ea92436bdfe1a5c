"""Standard layers shipped with clauz3: the editor layer."""
