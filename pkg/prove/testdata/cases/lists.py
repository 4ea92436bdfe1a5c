"""List methods: one object seen through every name, changes made on a
path only on that path, as CPython runs them."""

import deal


# expect: proved
def accumulate():
    xs = []
    for x in [1, 2, 3, 4]:
        if x % 2 == 0:
            xs.append(x)
    assert xs == [2, 4] and len(xs) == 2


# expect: proved
def aliasing():
    xs = [1]
    ys = xs
    ys.append(2)
    zs = [xs, 0]
    zs[0].append(3)
    assert xs == [1, 2, 3] and len(ys) == 3


# expect: proved
def methods():
    xs = [3, 1]
    xs.extend([4, 1])
    xs.insert(0, 9)
    xs.insert(-1, 7)
    xs.insert(100, 8)
    assert xs == [9, 3, 1, 4, 7, 1, 8]
    a = xs.pop()
    b = xs.pop(0)
    c = xs.pop(-2)
    assert a == 8 and b == 9 and c == 7
    assert xs == [3, 1, 4, 1] and xs.count(1) == 2 and xs.index(4) == 2
    xs.reverse()
    assert xs == [1, 4, 1, 3]
    ys = xs.copy()
    xs.clear()
    assert xs == [] and ys == [1, 4, 1, 3]
    assert (1, 2, 1).count(1) == 2 and (5, 6).index(6) == 1


# expect: proved
def self_extend():
    xs = [1, 2]
    xs.extend(xs)
    assert xs == [1, 2, 1, 2]


# expect: refuted
def pop_empty():
    xs = []
    xs.pop()


# expect: refuted
def index_missing():
    [1, 2].index(3)


# expect: refuted
def extend_int():
    xs = []
    xs.extend(5)


# expect: unsupported
def change_while_iterating():
    xs = [1, 2]
    for x in xs:
        if x == 1:
            xs.append(3)


# expect: unsupported
def change_merged(n: int):
    a = [1]
    b = [2]
    xs = a if n > 5 else b
    xs.append(3)


# expect: unsupported
def change_source_of_merged(n: int):
    a = [1]
    b = [2]
    xs = a if n > 5 else b
    a.append(3)
    assert xs == [2] or n > 5


# expect: proved
def default_shared():
    def f(x, acc=[]):
        acc.append(x)
        return len(acc)
    assert f(1) == 1 and f(2) == 2


# expect: proved
@deal.pre(lambda n: 0 <= n <= 3)
def symbolic(n: int):
    xs = []
    for i in range(3):
        if i < n:
            xs.append(i)
    assert len(xs) == n
    assert xs.count(0) == (1 if n > 0 else 0)
    if n == 3:
        assert 2 in xs


# expect: proved
def slicing():
    xs = [0, 1, 2, 3, 4]
    assert xs[1:3] == [1, 2] and xs[::-1] == [4, 3, 2, 1, 0] and xs[::2] == [0, 2, 4]
    assert xs[-2:] == [3, 4] and xs[10:] == [] and xs[:-10] == [] and xs[3:1:-1] == [3, 2]
    assert xs[-100:100:3] == [0, 3] and (1, 2, 3)[1:] == (2, 3) and xs[4:-6:-2] == [4, 2, 0]
    ys = xs[:]
    ys.append(5)
    assert len(xs) == 5


# expect: refuted
def zero_step():
    x = [1, 2][::0]


# expect: proved
def repetition():
    xs = [[]] * 2
    xs[0].append(1)
    assert xs == [[1], [1]] and [1, 2] * 2 == [1, 2, 1, 2] and 0 * [1] == [] and (1,) * True == (1,)


# expect: proved
def ordering():
    assert [1, 2] < [1, 3] and [1, 2] < [1, 2, 0] and not ([2] < [1, 5]) and [] <= []
    assert (1, "b") > (1, "a") and [[1], 2] < [[1, 0]] and [1, "a"] < [2, "b"]


# expect: refuted
def ordering_type_error():
    assert [1, "a"] < [1, 2]


# expect: refuted
def list_tuple_order():
    assert [1] < (1,)


# expect: proved
@deal.pre(lambda a, b: -5 < a < 5 and -5 < b < 5)
def ordering_params(a: int, b: int):
    if [a, 1] < [b, 0]:
        assert a < b
    assert ([a] <= [b]) == (a <= b)


# expect: proved
def remove():
    xs = [1, 2, 1, 3]
    xs.remove(1)
    assert xs == [2, 1, 3]


# expect: refuted
def remove_missing():
    xs = [1, 2]
    xs.remove(3)


# expect: proved
@deal.pre(lambda a: 0 <= a <= 3)
def remove_params(a: int):
    xs = [0, 1, 2, 3]
    xs.remove(a)
    assert len(xs) == 3 and a not in xs


# expect: proved
def sorting():
    xs = [3, 1, 2]
    xs.sort()
    assert xs == [1, 2, 3] and sorted(["b", "a", "ab"]) == ["a", "ab", "b"] and sorted([]) == []
    assert sorted((2, 1)) == [1, 2]


# expect: proved
@deal.pre(lambda a, b, c: True)
def sorting_params(a: int, b: int, c: int):
    xs = sorted([a, b, c])
    assert xs[0] <= xs[1] <= xs[2]
    assert xs[0] == min(a, b, c) and xs[2] == max(a, b, c)
    ys = [c, b, a]
    ys.sort()
    assert ys == xs


# expect: unsupported
def sorting_floats():
    assert sorted([2.0, 1.0]) == [1.0, 2.0]


# expect: proved
def augmented():
    xs = [1]
    ys = xs
    xs += [2]
    xs += (3,)
    assert ys == [1, 2, 3] and ys is not None
    t = (1,)
    u = t
    t += (2,)
    assert u == (1,) and t == (1, 2)
    zs = [0]
    ws = zs
    zs *= 3
    assert ws == [0, 0, 0]


# expect: refuted
def augmented_not_iterable():
    xs = [1]
    xs += 5


# expect: proved
def item_assignment():
    xs = [1, 2, 3]
    ys = xs
    xs[0] = 9
    xs[-1] = 7
    assert ys == [9, 2, 7]


# expect: refuted
def item_assignment_out_of_range():
    xs = [1]
    xs[1] = 2


# expect: refuted
def tuple_item_assignment():
    t = (1,)
    t[0] = 2


# expect: proved
@deal.pre(lambda i: 0 <= i < 3)
def item_assignment_params(i: int):
    xs = [0, 0, 0]
    xs[i] = 1
    assert sum(xs) == 1 and xs[i] == 1


# expect: proved
def index_bounds():
    assert [1, 2, 3].index(3, 1) == 2 and [1, 2, 1].index(1, -1) == 2 and [1, 2, 1].index(2, -100, 100) == 1
    assert (1, 2, 1).index(1, 1) == 2


# expect: refuted
def index_bounds_missing():
    [1, 2, 1].index(1, 1, 2)


# expect: refuted
def index_bounds_past_end():
    [1, 2, 1].index(1, 5)


# expect: refuted
def repeat_huge():
    x = [] * (10 ** 100)


# expect: refuted
def pop_huge():
    [1].pop(10 ** 100)


# expect: refuted
def pop_large():
    [1].pop(2 ** 62)


# expect: proved
def insert_large():
    xs = [1]
    xs.insert(2 ** 62, 2)
    xs.insert(-(2 ** 62), 0)
    assert xs == [0, 1, 2]


# expect: unsupported
def change_while_enumerating(n: int):
    xs = [1, 2]
    for a in enumerate(xs):
        xs.clear()


# expect: unsupported
def change_before_the_iterator_runs(n: int):
    xs = [1, 2]
    it = reversed(xs)
    xs.append(3)
    for a in it:
        pass


# expect: proved
def change_after_enumerating():
    xs = [1, 2]
    for i, x in enumerate(xs):
        assert xs[i] == x
    xs.append(3)
    assert len(xs) == 3


# expect: unsupported
def equal_lists_are_two_objects(c: bool):
    a = [1]
    b = [1]
    if c:
        xs = a
    else:
        xs = b
    xs.append(2)
    assert len(b) == 1 or c
