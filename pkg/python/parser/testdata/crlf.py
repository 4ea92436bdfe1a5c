if x:
	y = """a
b"""
	z = 1w = 2
