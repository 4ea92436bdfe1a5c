"""Standard layers shipped with clauz3: the grep layer."""
