// Package token defines the lexical tokens of Python 3.12 and source
// positions: a Pos is a byte offset into a File, which maps it to a line
// and a 1-based byte column (CPython's col_offset + 1).
package token

import (
	"sort"
	"strconv"

	"clauz3/pkg/diag"
)

// Kind is the kind of a token.
type Kind uint8

// The token kinds. Operators and delimiters have one kind each; keywords
// are NAME tokens (soft keywords too), told apart by the parser.
const (
	ILLEGAL Kind = iota
	EOF
	NEWLINE
	INDENT
	DEDENT
	NAME
	NUMBER
	STRING  // a string or bytes literal, prefix and quotes included
	FSTRING // a whole f-string; Token.FString holds its parts

	operatorBeg
	LPAR             // (
	RPAR             // )
	LSQB             // [
	RSQB             // ]
	COLON            // :
	COMMA            // ,
	SEMI             // ;
	PLUS             // +
	MINUS            // -
	STAR             // *
	SLASH            // /
	VBAR             // |
	AMPER            // &
	LESS             // <
	GREATER          // >
	EQUAL            // =
	DOT              // .
	PERCENT          // %
	LBRACE           // {
	RBRACE           // }
	EQEQUAL          // ==
	NOTEQUAL         // !=
	LESSEQUAL        // <=
	GREATEREQUAL     // >=
	TILDE            // ~
	CIRCUMFLEX       // ^
	LEFTSHIFT        // <<
	RIGHTSHIFT       // >>
	DOUBLESTAR       // **
	PLUSEQUAL        // +=
	MINEQUAL         // -=
	STAREQUAL        // *=
	SLASHEQUAL       // /=
	PERCENTEQUAL     // %=
	AMPEREQUAL       // &=
	VBAREQUAL        // |=
	CIRCUMFLEXEQUAL  // ^=
	LEFTSHIFTEQUAL   // <<=
	RIGHTSHIFTEQUAL  // >>=
	DOUBLESTAREQUAL  // **=
	DOUBLESLASH      // //
	DOUBLESLASHEQUAL // //=
	AT               // @
	ATEQUAL          // @=
	RARROW           // ->
	ELLIPSIS         // ...
	COLONEQUAL       // :=
	EXCLAMATION      // ! (only inside f-string replacement fields)
	operatorEnd
)

var kindNames = [...]string{
	ILLEGAL: "ILLEGAL", EOF: "EOF", NEWLINE: "NEWLINE", INDENT: "INDENT", DEDENT: "DEDENT",
	NAME: "NAME", NUMBER: "NUMBER", STRING: "STRING", FSTRING: "FSTRING",
	LPAR: "(", RPAR: ")", LSQB: "[", RSQB: "]", COLON: ":", COMMA: ",", SEMI: ";",
	PLUS: "+", MINUS: "-", STAR: "*", SLASH: "/", VBAR: "|", AMPER: "&", LESS: "<",
	GREATER: ">", EQUAL: "=", DOT: ".", PERCENT: "%", LBRACE: "{", RBRACE: "}",
	EQEQUAL: "==", NOTEQUAL: "!=", LESSEQUAL: "<=", GREATEREQUAL: ">=", TILDE: "~",
	CIRCUMFLEX: "^", LEFTSHIFT: "<<", RIGHTSHIFT: ">>", DOUBLESTAR: "**",
	PLUSEQUAL: "+=", MINEQUAL: "-=", STAREQUAL: "*=", SLASHEQUAL: "/=",
	PERCENTEQUAL: "%=", AMPEREQUAL: "&=", VBAREQUAL: "|=", CIRCUMFLEXEQUAL: "^=",
	LEFTSHIFTEQUAL: "<<=", RIGHTSHIFTEQUAL: ">>=", DOUBLESTAREQUAL: "**=",
	DOUBLESLASH: "//", DOUBLESLASHEQUAL: "//=", AT: "@", ATEQUAL: "@=", RARROW: "->",
	ELLIPSIS: "...", COLONEQUAL: ":=", EXCLAMATION: "!",
}

// String returns the operator's spelling or the kind's name.
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// IsOperator reports whether k is an operator or delimiter.
func (k Kind) IsOperator() bool { return operatorBeg < k && k < operatorEnd }

// Operators maps each operator spelling to its kind.
func Operators() map[string]Kind {
	m := map[string]Kind{}
	for k := operatorBeg + 1; k < operatorEnd; k++ {
		m[kindNames[k]] = k
	}
	return m
}

// Keywords are Python's hard keywords.
var keywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true,
	"async": true, "await": true, "break": true, "class": true, "continue": true,
	"def": true, "del": true, "elif": true, "else": true, "except": true,
	"finally": true, "for": true, "from": true, "global": true, "if": true,
	"import": true, "in": true, "is": true, "lambda": true, "nonlocal": true,
	"not": true, "or": true, "pass": true, "raise": true, "return": true,
	"try": true, "while": true, "with": true, "yield": true,
}

// IsKeyword reports whether name is a hard keyword (not match, case, type, _).
func IsKeyword(name string) bool { return keywords[name] }

// Pos is a byte offset into a File's source.
type Pos int

// Token is one token: its kind, its byte range [Pos, End) and, for NAME,
// NUMBER and STRING, its text. FSTRING tokens carry their parsed structure.
type Token struct {
	Kind    Kind
	Pos     Pos
	End     Pos
	Lit     string
	FString *FString
}

// FString is the structure of one f-string literal: its prefix and quote
// and its parts (literal text and replacement fields) in order.
type FString struct {
	Raw   bool // the prefix has r or R
	Quote string
	Parts []FPart
	Start Pos // the first byte of the prefix
	End   Pos // one past the closing quote
	Bytes bool
}

// FPart is a literal run (Field == nil: the source bytes [Pos, End) not yet
// unescaped; "{{" and "}}" are not yet halved) or a replacement field.
type FPart struct {
	Pos, End Pos
	Field    *FField
}

// FField is one replacement field {expr=!c:spec}: Pos and End cover the
// braces; the expression is the source [ExprPos, ExprEnd); Debug is the
// text of a "=" debugging specifier (the expression text, the "=" and the
// whitespace around them) or ""; Conv is 's', 'r', 'a' or 0; Spec holds the
// parts of the format spec, HasSpec whether a ':' was present.
type FField struct {
	Pos, End         Pos
	ExprPos, ExprEnd Pos
	Debug            string
	Conv             byte
	ConvPos          Pos
	HasSpec          bool
	SpecPos, SpecEnd Pos
	Spec             []FPart
}

// File maps byte offsets to lines and columns.
type File struct {
	Name  string
	lines []int // offset of the first byte of each line
	size  int
}

// NewFile returns the position table of src (lines end at \n, \r\n or \r).
func NewFile(name string, src []byte) *File {
	f := &File{Name: name, lines: []int{0}, size: len(src)}
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\n':
			f.lines = append(f.lines, i+1)
		case '\r':
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			f.lines = append(f.lines, i+1)
		}
	}
	return f
}

// LineCol returns the 1-based line and 1-based byte column of p.
func (f *File) LineCol(p Pos) (line, col int) {
	i := sort.Search(len(f.lines), func(i int) bool { return f.lines[i] > int(p) }) - 1
	if i < 0 {
		i = 0
	}
	return i + 1, int(p) - f.lines[i] + 1
}

// LineStart returns the offset of the first byte of the 1-based line.
func (f *File) LineStart(line int) Pos {
	if line < 1 {
		return 0
	}
	if line > len(f.lines) {
		return Pos(f.size)
	}
	return Pos(f.lines[line-1])
}

// Lines returns the number of lines.
func (f *File) Lines() int { return len(f.lines) }

// Span returns the span [p, end).
func (f *File) Span(p, end Pos) diag.Span {
	l, c := f.LineCol(p)
	el, ec := f.LineCol(end)
	return diag.Span{File: f.Name, Line: l, Col: c, EndLine: el, EndCol: ec}
}
