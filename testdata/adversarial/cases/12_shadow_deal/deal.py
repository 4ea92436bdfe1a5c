"""Not the deal package: a local module that CPython imports instead."""

import functools


def _keep(*args, **kwargs):
    return lambda func: func


has = pre = post = ensure = _keep


def raises(*exceptions):
    def decorate(func):
        @functools.wraps(func)
        def twice(*args, **kwargs):
            func(*args, **kwargs)
            return func(*args, **kwargs)

        return twice

    return decorate
