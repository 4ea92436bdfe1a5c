package interp_test

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// strFormatBodies: str.format against CPython, success cases and each of
// its errors.
var strFormatBodies = []string{
	// automatic, manual and keyword fields
	`return '{}'.format(1), '{} {}'.format('a', 'b'), '{}-{}-{}'.format(1, 'x', None)`,
	`return '{0}'.format('a'), '{1}{0}'.format('a', 'b'), '{0}{0}{1}{0}'.format('x', 'y')`,
	`return '{name}'.format(name='bob'), '{a}{b}{a}'.format(a=1, b=2), '{x}'.format(x=None, y=2)`,
	`return '{0} {name} {1}'.format(1, 2, name='n'), '{} {k}'.format(1, k=2), '{k} {}'.format(1, k=2)`,
	`return '{}'.format(True), '{}'.format(False), '{}'.format(None), '{}'.format(-12), '{}'.format(0)`,
	`return '{0}'.format(10 ** 30), '{}'.format(-10 ** 30), '{}'.format(2 ** 64)`,
	`return ''.format(), ''.format(1, 2, a=3), 'plain'.format(), 'plain'.format(1)`,
	`return '{}'.format(1, 2, 3), '{1}'.format(1, 2, 3), '{a}'.format(1, a=2, b=3)`,
	// escapes next to fields
	`return '{{}}'.format(), '{{{}}}'.format(1), '{{0}}'.format(1), '}}{{'.format(), '{{{0}}}{{'.format('x')`,
	`return '{}}}'.format(1), '{{{}'.format(1), '{{'.format(), '}}'.format(), 'a{{b}}c'.format()`,
	`return '{{{{}}}}'.format(), '{0}{{{1}}}'.format(1, 2), '{{}}{}'.format(3)`,
	// leading zeros and large indexes
	`return '{00}'.format('a'), '{01}'.format('a', 'b'), '{000000000}'.format('z'), '{0001}{1}'.format(1, 2)`,
	`return '{123456789}'.format(1)`,
	`return '{9223372036854775807}'.format(1)`,
	`return '{9223372036854775808}'.format(1)`,
	`return '{99999999999999999999}'.format(1)`,
	`return '{0000000000000000000000000}'.format('ok')`,
	// conversion !s and the others
	`return '{!s}'.format(1), '{0!s}'.format('a'), '{a!s}'.format(a=None), '{!s}'.format(True)`,
	`return '{!r}'.format('a'), '{0!r}'.format(1), '{!r}'.format(None), '{!r}'.format("it's")`,
	`return '{!a}'.format('é'), '{!a}'.format('日本'), '{!a}'.format('𝄞'), '{!r}'.format('é')`,
	`return '{!s:}'.format(5), '{:}'.format(5), '{0:}'.format('x'), '{a:}'.format(a=1), '{!r:}'.format('q')`,
	`return '{!x}'.format(1)`,
	`return '{!é}'.format(1)`,
	`return '{!𝄞}'.format(1)`,
	`return '{!S}'.format(1)`,
	`return '{5!x}'.format(1)`,
	`return '{!ss}'.format(1)`,
	`return '{!}'.format(1)`,
	`return '{!s'.format(1)`,
	`return '{!'.format(1)`,
	`return '{0!}'.format(1)`,
	`return '{!\x00}'.format(7)`,
	// other value types, as str() prints them
	`return '{}'.format([1, 'a', None]), '{}'.format((1,)), '{}'.format({'k': [1]}), '{}'.format(())`,
	`return '{}'.format(1.5), '{}'.format(-0.0), '{}'.format(1e100), '{!r}'.format(0.1)`,
	`return '{}'.format(ValueError('boom')), '{!r}'.format(ValueError('boom')), '{}'.format(KeyError('k'))`,
	`return '{}'.format(range(3)), '{}'.format([]), '{!s}'.format({})`,
	`return '{}|{}'.format('', ''), '{}'.format('{}'), '{0}'.format('{0}')`,
	// unicode text
	`return 'é{}日'.format('𝄞'), '{}é'.format('ß'), '日本{0}語{0}'.format('x'), '{名前}'.format(名前='n')`,
	`return '{é}'.format(é=1), '€{}€'.format(2), '\u3000{}\u3000'.format(' ')`,
	// keyword names that are not identifiers, and missing keywords
	`return '{a b}'.format(**{'a b': 1}), '{-1}'.format(**{'-1': 2}), '{ 0}'.format(**{' 0': 3}), '{0a}'.format(**{'0a': 4})`,
	`return '{x}'.format(1)`,
	`return '{x}'.format(y=1)`,
	`return '{x}'.format()`,
	`return '{-1}'.format(1, 2)`,
	`return '{ 0}'.format(1)`,
	`return '{0 }'.format(1)`,
	`return '{+1}'.format(1, 2)`,
	`return '{é}'.format(e=1)`,
	`return '{0]}'.format([1])`,
	`return "{'a'}".format(a=1)`,
	// index errors
	`return '{}'.format()`,
	`return '{} {}'.format(1)`,
	`return '{1}'.format(1)`,
	`return '{0}'.format()`,
	`return '{3}'.format(1, 2, k=3)`,
	`return '{}'.format(k=1)`,
	// numbering switches
	`return '{}{0}'.format(1, 2)`,
	`return '{0}{}'.format(1, 2)`,
	`return '{}{a}{}'.format(1, 2, a=3), '{0}{a}{1}'.format(1, 2, a=3), '{a}{}'.format(1, a=2), '{a}{0}'.format(1, a=2)`,
	`return '{a}{}{1}'.format(1, 2, a=3)`,
	`return '{a}{0}{}'.format(1, 2, a=3)`,
	`return '{00}{}'.format(1, 2)`,
	`return '{}{1}{5}'.format(1, 2)`,
	// single braces and unterminated fields
	`return '}'.format()`,
	`return 'a}b'.format()`,
	`return '{'.format()`,
	`return 'abc{'.format(1)`,
	`return '{0'.format(1)`,
	`return '{'.format(1)`,
	`return '{}}'.format(1)`,
	`return '{{}'.format(1)`,
	`return '}{}'.format(1)`,
	`return '{}{'.format(1)`,
	`return '{0}}'.format(1)`,
	`return '{a'.format(a=1)`,
	`return '{a{}'.format(1)`,
	`return '{{{'.format()`,
	`return 'x}}}'.format()`,
	`return '{:'.format(1)`,
	`return '{0:{'.format(1)`,
	`return '{a[}'.format(1)`,
	// the first fault in the string is the one raised
	`return '{1}{'.format(1)`,
	`return '{x}}'.format()`,
	`return '{}{}{'.format(1)`,
	`return '{!x}{5}'.format(1)`,
	`return '{5}{!x}'.format(1)`,
	`return '{}}{0}'.format(1)`,
	`return '{0}{}}'.format(1)`,
	// int to str beyond 4300 digits
	`return len('{}'.format(10 ** 4299)), len('{}'.format(-10 ** 4299)), len('{!s}'.format(10 ** 4299 - 1))`,
	`return '{}'.format(10 ** 4300)`,
	`return '{}'.format(-10 ** 4300)`,
	`return '{!r}'.format(10 ** 5000)`,
	`return '{} {}'.format(1, 10 ** 5000)`,
	`return '{x}'.format(x=[10 ** 4300])`,
	// splats and bound methods
	`return '{}-{}'.format(*[1, 2]), '{a}{b}'.format(**{'a': 1, 'b': 2}), '{}{k}'.format(*(1,), **{'k': 2})`,
	`xs = ['a', 'b', 'c']
return '{2}{1}{0}'.format(*xs), '{}'.format(*'xyz')`,
	`f = '{}+{}'.format
return f(1, 2), f('a', 'b', 'c')`,
	`d = {'name': 'bob', 'age': 3}
return '{name} is {age}'.format(**d)`,
	`out = []
for i in range(3):
    out.append('{}:{}'.format(i, 'x' * i))
return out`,
	`return 'a{}b'.format('{}').format(1), '{{{}}}'.format('x').format(x=1)`,
	`return '{}'.format(*5)`,
	`return '{}'.format(**5)`,
	`return '{}'.format(a=1, **{'a': 2})`,
	`return '{}'.format(**{1: 2})`,
	`return 'a'.format(x=1, y=2, z=3)`,
}

// strFormatRefused are the bodies the interpreter must refuse: format
// specs, attribute and item lookups, names of non-ASCII digits.
var strFormatRefused = map[string]bool{
	`return '{:>5}'.format(1)`:              true,
	`return '{0:d}'.format(1)`:              true,
	`return '{!r:>4}'.format('a')`:          true,
	`return '{:{}}'.format(1, '')`:          true,
	`return '{a:{b}}'.format(a=1, b=3)`:     true,
	`return '{0.real}'.format(1)`:           true,
	`return '{0[1]}'.format([1, 2])`:        true,
	`return '{d[k]}'.format(d={'k': 1})`:    true,
	`return '{٣}'.format(1, 2, 3, 4)`:       true,
	`return '{١}'.format(1, 2)`:             true,
	`return 'x{}{:5}'.format(1, 2)`:         true,
	`return '{0.}'.format(1)`:               true,
	`return '{0[0]x}'.format([1])`:          true,
	`return '{:x'.format(1)`:                false,
	`return '{a[x]}}'.format(a={'x': 1})`:   true,
	`return '{}.{:.2f}'.format(1, 2.5)`:     true,
	`return '{0.x}{'.format(1)`:             true,
	`return '{:>5}{5}'.format(1)`:           true,
	`return '{9}{:>5}'.format(1)`:           false,
	`return '{} {}'.format(1, 2.5) + '{:}'`: false,
}

// TestStrFormat: str.format against CPython; the refusals of
// strFormatRefused are required.
func TestStrFormat(t *testing.T) {
	bodies := append([]string(nil), strFormatBodies...)
	refused := map[string]bool{}
	for b, r := range strFormatRefused {
		if r {
			refused[b] = true
		}
		if !contains(bodies, b) {
			bodies = append(bodies, b)
		}
	}
	bodyDiff(t, bodies, refused)
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestStrFormatRandom: 300 random format strings of literal text,
// braces, escapes, fields ({}, {N}, {name}, !s, !r, empty specs) and
// stray characters, with random arguments, against CPython.
func TestStrFormatRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 17))
	parts := []string{"a", "é", "日", " ", "{", "}", "{{", "}}", "{}", "{}", "{0}", "{1}", "{2}", "{00}", "{a}", "{b}", "{c}", "{!s}", "{0!s}", "{a!s}", "{!r}", "{1!r}", "{:}", "{0!s:}", "!", ":", "{!", "{0", "{a"}
	vals := []string{"1", "'x'", "None", "True", "-7", "'é'", "[1]", "2 ** 70", "''"}
	var bodies []string
	for len(bodies) < 300 {
		var f strings.Builder
		for i := r.IntN(6); i > 0; i-- {
			f.WriteString(parts[r.IntN(len(parts))])
		}
		var args []string
		for i := r.IntN(4); i > 0; i-- {
			args = append(args, vals[r.IntN(len(vals))])
		}
		for _, k := range []string{"a", "b"} {
			if r.IntN(2) == 0 {
				args = append(args, k+"="+vals[r.IntN(len(vals))])
			}
		}
		bodies = append(bodies, "return "+pyStr(f.String())+".format("+strings.Join(args, ", ")+")")
	}
	bodyDiff(t, bodies, nil)
}
