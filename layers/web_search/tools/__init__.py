"""Standard layers shipped with clauz3: the web_search layer."""
