// Package protocol is the wire layer of the approval workflow, shared by
// `clauz3 run` and the approval service: the request a runner submits,
// the closed set of decisions, the `clz2` Ed25519 receipts and their
// keys, the consumed-nonce ledger, the blocking HTTP client and a mock
// service. It follows the reference implementation, clauz3 0.2.1, byte
// for byte where bytes are hashed, signed or sent
// (APPROVAL-PROTOCOL.md in the design folder); the interop tests run the
// reference itself.
//
// JSON values that are hashed or signed are handled as a generic tree
// with Python's semantics rather than with encoding/json, because the
// reference hashes what Python's json module writes:
//
//	nil, bool, Number (the literal), string, []any, map[string]any
//
// Decode reads such a tree as json.loads does; Canonical and Wire write
// it as json.dumps does with the two separator settings the reference
// uses.
//
// The runner's side:
//
//	program, _ := protocol.NormalizeProgram(src)          // universal newlines
//	req := protocol.NewRequest(program, sourceName, target, trustedRoots, importRoots,
//		guarantees, coverage, proofs)                    // hash, request_id
//	req.Additions = &protocol.Additions{...}             // optional, under "clauz3_go"
//	req.Additions.TrustedFiles, err = protocol.HashTrustedFiles(trustedRoots)
//	c, err := protocol.NewClientFromEnv(cwd, timeout)    // URL and bearer token
//	reply, err := c.SubmitRequest(ctx, req)              // waits; retries across a restart
//	payload, err := protocol.AuthorizeFromEnv(reply, req) // decision, receipt, key, verify, nonce
//	// on error: print protocol.Stderr(err), exit protocol.ExitCode(err)
//
// Ours beyond the reference: the request's additions carry the sha256
// of every file of the trusted roots (Additions.TrustedFiles, filled by
// the runner with HashTrustedFiles); a service signs their digest and
// list into the receipt as extra keys (TrustedBinding), which the
// reference's runner ignores; once the receipt's signature is verified,
// Authorize (and clauz3 run, which makes the same steps) hashes the
// files again and refuses a receipt bound to other files
// (CheckTrustedFiles), whatever an installed library's own manifest
// says. A receipt from a service that does not
// sign them (the reference's) binds no trusted file.
//
// The service's side:
//
//	_, record, err := protocol.DecodeRequest(body)   // record: the tree to store as sent
//	id := protocol.RequestIDFromPayload(record)
//	d, err := protocol.ParseDecision(v, protocol.UserDecisions)
//	receipt, err := protocol.SignForRecord(key, record, d, time.Now(), protocol.TrustedBinding(record))
//	w.Write(protocol.Reply{Decision: d, RequestID: id, Feedback: f, Receipt: receipt}.JSON())
package protocol
