package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// Char returns the string of the one character r, any code point up to
// MaxChar, lone surrogates included (String reads Go's UTF-8, in which
// they have no encoding).
func (ctx *Context) Char(r rune) Term {
	if !ctx.usable("Char") {
		return Term{}
	}
	if r < 0 || r > MaxChar {
		ctx.fail(&Error{Op: "Char", Msg: fmt.Sprintf("code point U+%04X is beyond what Z3 4.8.12 strings hold (U+%04X)", r, MaxChar)})
		return Term{}
	}
	cs := C.CString(fmt.Sprintf("\\u{%x}", r))
	defer C.free(unsafe.Pointer(cs))
	return ctx.keep(C.Z3_mk_string(ctx.c, cs), "Char")
}
