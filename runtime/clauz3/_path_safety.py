"""Lexical path predicates for the preconditions of trusted effects.

A trusted tool that takes a path states, with @clauz3.requires, that the path
is written plainly, so that a contract comparing paths as strings (a prefix,
an exact file) cannot be stepped around by another spelling of the same
file: "/srv/./x", "/srv//x", "/srv/a/../x" or "C:\\srv\\x". Every predicate
here looks only at the characters of its argument (no filesystem access, no
symbolic links), which is what lets the prover decide them at a call site.

The meanings, component by component ("component" = the text between two
separators):

- has_no_parent_segments(p): no component of p is "..", where "/" and "\\"
  both separate components, and p holds no ":.." (a Windows drive-relative
  parent such as "C:..\\x");
- has_plain_segments(p): p holds no backslash, and every component after the
  first, split on "/", is neither empty nor "." -- except that p may end
  with one "/" (a directory spelling); "./x", ".", "/x" and "x/" are plain;
- is_plain_path(p): both of the above;
- url_has_no_parent_segments(u): has_no_parent_segments(u), and u holds no
  percent-encoding that repeated decoding could turn into a dot segment (see
  _URL_FORBIDDEN);
- is_single_path_component(n): n is one file name: no "/", "\\" or ":", and
  neither "." nor "..".
"""

from __future__ import annotations

import re

_SEPARATORS = re.compile(r"[/\\]")


def has_no_parent_segments(path: str) -> bool:
    """No ".." component (separators "/" and "\\"), and no ":.." anywhere."""
    if ":.." in path:
        return False
    return all(part != ".." for part in _SEPARATORS.split(path))


def has_plain_segments(path: str) -> bool:
    """No backslash; no empty or "." component after the first, but a final "/"."""
    if "\\" in path:
        return False
    parts = path.split("/")
    for i, part in enumerate(parts):
        if i == 0:
            continue  # "", ".", or a name: "/x", "./x", "x"
        last = i == len(parts) - 1
        if part == "." or (part == "" and not last):
            return False
    return True


def is_plain_path(path: str) -> bool:
    """The precondition a filesystem tool states of each path it takes."""
    return has_no_parent_segments(path) and has_plain_segments(path)


# Substrings a URL must not hold. A dot segment that survives any number of
# percent-decoding passes is spelled, in the end, with ".", "/" and "\\"; one
# that is not written literally (which has_no_parent_segments catches) needs an
# encoded dot or separator (%2e, %2f, %5c), and one that appears only after a
# second pass needs an encoded "%" (%25) or an encoded hex digit of those
# (2, 5, c, e, f: %32, %35, %43/%63, %45/%65, %46/%66). Literal ".." followed by
# "%" (a separator may be decoded next to it), "?" or "#" (the segment ends
# there) is refused too. Stricter than a URL parser, on purpose.
_URL_FORBIDDEN = (
    "%2e", "%2E", "%2f", "%2F", "%5c", "%5C",
    "%25",
    "%32", "%35", "%43", "%63", "%45", "%65", "%46", "%66",
    "..%", "..?", "..#",
)


def url_has_no_parent_segments(url: str) -> bool:
    """No dot segment in url, literally or after repeated percent-decoding."""
    return has_no_parent_segments(url) and not any(bad in url for bad in _URL_FORBIDDEN)


def is_single_path_component(name: str) -> bool:
    """name is one file name: no separator or drive colon, not "." or ".."."""
    return not any(c in name for c in "/\\:") and name not in (".", "..")


__all__ = [
    "has_no_parent_segments",
    "has_plain_segments",
    "is_plain_path",
    "is_single_path_component",
    "url_has_no_parent_segments",
]
