// Package library is what clauz3 knows about trusted libraries: their
// layout on disk, their manifests, where they are found, installing
// them, and checking that an installed library is still what was
// installed.
//
// A library is the reference's (clauz3 0.2.1) layout:
//
//	<bundle>/clauz3.yaml                      optional, kind: package (shared requirements)
//	<bundle>/tools/<domain>/clauz3.yaml       the domain manifest (schema/library-manifest.schema.json)
//	<bundle>/tools/<domain>/trusted/*.py      effects.py, contracts.py: the trusted layer
//	<bundle>/tests/cases/*_{pass,fail}.py     proof cases: _pass must prove, _fail must not
//
// A domain may be nested one level (tools/google_workspace/gmail).
// Libraries are found in three places: bundled with clauz3 (the
// repository's libraries/ directory, next to the executable or named by
// $CLAUZ3_LIBRARIES), installed in a project (.clauz3/tools/), and the
// user-wide store ($CLAUZ3_HOME, else $XDG_DATA_HOME/clauz3, else
// ~/.local/share/clauz3). Install copies a domain, writes the
// reference's origin file and a sha256 manifest of every file it wrote
// (.clauz3-installed.json), whose own sha256 it records beside the
// tools directory (LockFile); Verify refuses an installed library whose
// files no longer match the manifest, or whose manifest was rewritten.
//
// What these local hashes can protect against: an edit of a trusted
// file, or of it and its manifest, by something that did not also
// rewrite the record. They cannot protect against whoever can write
// every file of the project: such a writer rewrites all three. The
// guarantee that the trusted layer run is the one a person approved is
// the approval receipt, which binds the sha256 of every trusted file
// (package protocol: TrustedBinding, CheckTrustedFiles).
package library
