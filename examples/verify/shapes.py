"""A static method with a contract."""

import deal


class Square:
    @staticmethod
    @deal.pre(lambda side: side >= 0)
    @deal.ensure(lambda side, result: result >= side)
    def area(side: int) -> int:
        return side * side
