package prove

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"clauz3/pkg/ir"
	"clauz3/pkg/load"
)

// ourLibraries are the standard libraries of this repository
// (libraries/<name>, issue 17 part 5), each in the 0.2 layout:
// tools/<name>/clauz3.yaml, tools/<name>/trusted/{effects,contracts}.py,
// tests/cases/*_{pass,fail}.py and a README.md.
var ourLibraries = []string{"db", "env", "filesystem", "gh", "git", "gmail", "rsync", "web_fetch", "web_search"}

// refusedToday are the library cases our prover refuses as unsupported
// today, with the construct it refuses; the reference's prover gives each
// the verdict its name says. Such a case must still not be proved when it
// is named _fail, and must end in exit 1 with an unsupported obligation (a
// refusal, never a wrong answer). When one of them starts to agree with its
// name, the test says so: remove it from this list.
var refusedToday = map[string]string{}

// librariesDir is libraries/ at the top of the repository.
func librariesDir() string {
	return filepath.Join(example(), "..", "..", "libraries")
}

// manifest is the part of a library's clauz3.yaml the test reads: the
// fields the reference's manifest schema requires, and the optional ones.
type manifest struct {
	SchemaVersion int            `yaml:"schema_version"`
	Name          string         `yaml:"name"`
	Title         string         `yaml:"title"`
	Summary       string         `yaml:"summary"`
	Description   string         `yaml:"description"`
	Dependencies  []string       `yaml:"dependencies"`
	Requirements  map[string]any `yaml:"requirements"`
}

// TestOurLibrariesLayout: the nine libraries are there, each with a README,
// effects, contracts and a manifest holding the reference's required fields
// (schema_version 1, name equal to the domain, title, summary, description)
// and no field the reference's schema does not know, and at least one
// _pass and one _fail case.
func TestOurLibrariesLayout(t *testing.T) {
	dirs, _ := filepath.Glob(filepath.Join(librariesDir(), "*", "tools"))
	var got []string
	for _, d := range dirs {
		got = append(got, filepath.Base(filepath.Dir(d)))
	}
	sort.Strings(got)
	if strings.Join(got, " ") != strings.Join(ourLibraries, " ") {
		t.Fatalf("libraries %v, want %v", got, ourLibraries)
	}
	for _, lib := range ourLibraries {
		dir := filepath.Join(librariesDir(), lib)
		for _, f := range []string{"README.md", "tools/" + lib + "/trusted/effects.py", "tools/" + lib + "/trusted/contracts.py"} {
			if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
				t.Errorf("%s: %v", lib, err)
			}
		}
		data, err := os.ReadFile(filepath.Join(dir, "tools", lib, "clauz3.yaml"))
		if err != nil {
			t.Errorf("%s: %v", lib, err)
			continue
		}
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		var m manifest
		if err := dec.Decode(&m); err != nil {
			t.Errorf("%s/clauz3.yaml: %v", lib, err)
			continue
		}
		if m.SchemaVersion != 1 || m.Name != lib || m.Title == "" || m.Summary == "" || m.Description == "" {
			t.Errorf("%s/clauz3.yaml: %+v; want schema_version 1, name %q, a title, a summary and a description", lib, m, lib)
		}
		for k := range m.Requirements {
			if k != "python" && k != "tools" && k != "setup" {
				t.Errorf("%s/clauz3.yaml: requirements.%s is not a field of the reference's schema", lib, k)
			}
		}
		pass, _ := filepath.Glob(filepath.Join(dir, "tests", "cases", "*_pass.py"))
		fail, _ := filepath.Glob(filepath.Join(dir, "tests", "cases", "*_fail.py"))
		all, _ := filepath.Glob(filepath.Join(dir, "tests", "cases", "*.py"))
		if len(pass) == 0 || len(fail) == 0 || len(pass)+len(fail) != len(all) {
			t.Errorf("%s: %d _pass, %d _fail cases of %d; want both kinds and no other name", lib, len(pass), len(fail), len(all))
		}
	}
}

// TestOurLibraries proves every case of every library under libraries/ in
// process and checks the verdict against the case's name: a _pass case has
// every obligation proved; a _fail case has a refuted obligation with a
// counterexample and nothing unsupported. The cases in refusedToday must
// be refused (an unsupported obligation, never proved).
func TestOurLibraries(t *testing.T) {
	n, agree := 0, 0
	for _, lib := range ourLibraries {
		dir := filepath.Join(librariesDir(), lib)
		trusted := filepath.Join("tools", lib, "trusted")
		files, _ := filepath.Glob(filepath.Join(dir, "tests", "cases", "*.py"))
		for _, f := range files {
			name := filepath.Base(f)
			key := lib + "/" + name
			n++
			ok := t.Run(key, func(t *testing.T) {
				res, err := Prove(context.Background(), Config{Load: load.Config{
					Entry: filepath.Join("tests", "cases", name), Dir: dir,
					TrustedRoots: []string{trusted}, ImportRoots: []string{dir},
				}})
				if err != nil {
					t.Fatal(err)
				}
				count := map[string]int{}
				for _, o := range res.Obligations {
					count[o.Status]++
					if o.Status == ir.StatusRefuted && o.Counterexample == nil {
						t.Errorf("%s refuted without a counterexample", o.ID)
					}
				}
				pass := strings.HasSuffix(name, "_pass.py")
				proved := len(res.Obligations) > 0 && count[ir.StatusProved] == len(res.Obligations)
				refuted := count[ir.StatusRefuted] > 0 && count[ir.StatusUnsupported] == 0
				if why, known := refusedToday[key]; known {
					if proved && !pass {
						t.Fatalf("a _fail case proved: %v", count)
					}
					if count[ir.StatusUnsupported] == 0 {
						t.Errorf("refused today (%s), but now %v: remove it from refusedToday", why, count)
					}
					return
				}
				if pass && !proved {
					t.Errorf("a _pass case not proved: %v", count)
				}
				if !pass && !refuted {
					t.Errorf("a _fail case not refuted with a counterexample: %v", count)
				}
			})
			if ok {
				if _, known := refusedToday[key]; !known {
					agree++
				}
			}
		}
	}
	t.Logf("%d cases, %d agree with their names, %d refused today", n, agree, len(refusedToday))
	if n < 200 {
		t.Errorf("only %d cases in libraries/", n)
	}
}
