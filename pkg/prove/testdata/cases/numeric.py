"""Numbers: what lower refuses must be refused, never a crash."""


# expect: unsupported
def int_to_a_float_power():
    r = 2 ** 0.5
    assert r > 1.0


# expect: proved
def float_to_an_int_power():
    assert 1.5 ** 2 == 2.25
