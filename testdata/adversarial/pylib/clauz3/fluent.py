"""Fluents are not used by the adversarial corpus; using them is an error."""


def fluent(*args, **kwargs):
    raise NotImplementedError("clauz3.fluent is not implemented by the witness library")


def effect(*args, **kwargs):
    raise NotImplementedError("clauz3.fluent is not implemented by the witness library")
