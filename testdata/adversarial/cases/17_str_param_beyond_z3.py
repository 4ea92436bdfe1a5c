"""Class 17: a str parameter may hold a character beyond U+2FFFF.

main("\U00030000") sends the email. Z3 4.8.12's strings stop at U+2FFFF,
so a prover over them finds no s that is one character greater than
"\U0002ffff", and proves none().
"""
# class: 17
# expect: not-proved
# witness: mode=module args=["\U00030000"] breaks=guarantee:none

import clauz3
from tools.mail.trusted import contracts as mail
from tools.mail.trusted.effects import send_email


@clauz3.guarantee(mail.none())
def main(s: str) -> None:
    if len(s) == 1 and s > "\U0002ffff":
        send_email("a@x.com", s)
