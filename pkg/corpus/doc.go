// Package corpus holds the test of issue 18's corpus (testdata/corpus):
// about two thousand small functions of the kind users of deal write, one
// target each, grouped by construct, each with its outcome under CPython
// recorded by testdata/corpus/record.py. The test proves every function
// in process, as `clauz3 prove FILE --target NAME` does, and checks the
// two soundness properties: no function that CPython breaks is proved,
// and no function that holds under CPython is shown a counterexample.
// It logs the proved/refuted/unknown/unsupported counts per construct.
//
// The package has no code of its own; this file carries its doc.
package corpus
