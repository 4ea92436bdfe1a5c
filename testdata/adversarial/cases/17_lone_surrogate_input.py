"""Class 17: a str may hold a lone surrogate.

main("\ud800") sends the email: U+D800 is one character between U+D7FF
and U+E000. A Go string cannot hold it, so a prover that reads Z3's
model into one shows U+FFFD instead (a counterexample that does not
hold), or stops with an internal error.
"""
# class: 17
# expect: not-proved
# witness: mode=module args=["\ud800"] breaks=guarantee:none

import clauz3
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main(s: str) -> None:
    if len(s) == 1 and s > "\ud7ff" and s < "\ue000":
        send_email("a@x.com", "m")
