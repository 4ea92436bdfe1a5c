"""Standard layers shipped with clauz3: the web_fetch layer."""
