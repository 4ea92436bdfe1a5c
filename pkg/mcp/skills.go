package mcp

import (
	"embed"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"
)

// Skill is one inert document an agent can list and read: guidance,
// never a permission or a command that runs.
type Skill struct {
	ID      string `json:"id" jsonschema:"the skill's identifier, for read_skill"`
	Name    string `json:"name" jsonschema:"a short name"`
	Preview string `json:"preview" jsonschema:"what the skill is about"`
	Content string `json:"-"`
}

// Limits on the documents of --skills-dir, as the reference's.
const (
	MaxSkillBytes  = 256 * 1024
	MaxSkillsTotal = 2 * 1024 * 1024
	MaxSkills      = 128
	maxSkillWalk   = 4096 // directory entries looked at
	previewRunes   = 1024
)

//go:embed skills/*.md
var builtinFS embed.FS

// BuiltinSkills are clauz3's own documents.
func BuiltinSkills() []Skill {
	read := func(name string) string {
		data, err := builtinFS.ReadFile("skills/" + name)
		if err != nil {
			panic("mcp: missing embedded skill " + name) // built in: cannot happen
		}
		return string(data)
	}
	return []Skill{
		{ID: "builtin:clauz3-authoring", Name: "clauz3-authoring",
			Preview: "Read before your first run: the shape of a program, effects and contracts, the Python clauz3 models, the working loop, reading a counterexample.",
			Content: read("clauz3-authoring.md")},
		{ID: "builtin:reading-results", Name: "reading-results",
			Preview: "What prove, explain and run return: verdicts, statuses, counterexamples, phases and exit codes.",
			Content: read("reading-results.md")},
	}
}

// LoadSkills reads the SKILL.md documents under dirs (one per
// directory, symlinks refused), within the limits: at most MaxSkills
// documents of at most MaxSkillBytes each, MaxSkillsTotal in all, valid
// UTF-8. The id of a document is "skill:" and its directory relative to
// the folder given, prefixed by the folder's name.
func LoadSkills(dirs []string) ([]Skill, error) {
	var out []Skill
	seen := map[string]bool{}
	total, entries := 0, 0
	for _, d := range dirs {
		root, err := filepath.Abs(d)
		if err != nil {
			return nil, err
		}
		info, err := os.Lstat(root)
		if err != nil {
			return nil, fmt.Errorf("skills directory %s: %w", d, unwrapPath(err))
		}
		if !info.IsDir() {
			return nil, fmt.Errorf("skills directory %s is not a directory", d)
		}
		err = filepath.WalkDir(root, func(p string, de os.DirEntry, err error) error {
			if err != nil {
				return fmt.Errorf("skills directory %s: %w", d, unwrapPath(err))
			}
			if entries++; entries > maxSkillWalk {
				return fmt.Errorf("skills directory %s: more than %d entries", d, maxSkillWalk)
			}
			if de.Type()&os.ModeSymlink != 0 {
				return fmt.Errorf("skills directory %s: symlink %s refused", d, relTo(root, p))
			}
			if de.IsDir() || de.Name() != "SKILL.md" {
				return nil
			}
			if !de.Type().IsRegular() {
				return fmt.Errorf("skills directory %s: %s is not a regular file", d, relTo(root, p))
			}
			f, err := os.Open(p)
			if err != nil {
				return fmt.Errorf("skills directory %s: %w", d, unwrapPath(err))
			}
			buf := make([]byte, MaxSkillBytes+1)
			n, _ := readFull(f, buf)
			f.Close()
			if n > MaxSkillBytes {
				return fmt.Errorf("skill %s is larger than %d bytes", relTo(root, p), MaxSkillBytes)
			}
			text := string(buf[:n])
			if !utf8.ValidString(text) {
				return fmt.Errorf("skill %s is not UTF-8", relTo(root, p))
			}
			sub := relTo(root, filepath.Dir(p))
			id := "skill:" + filepath.Base(root)
			if sub != "." {
				id += "/" + sub
			}
			if seen[id] {
				return nil
			}
			seen[id] = true
			if total += n; total > MaxSkillsTotal {
				return fmt.Errorf("skills: more than %d bytes in all", MaxSkillsTotal)
			}
			if len(out) >= MaxSkills {
				return fmt.Errorf("skills: more than %d documents", MaxSkills)
			}
			out = append(out, Skill{ID: id, Name: filepath.Base(filepath.Dir(p)), Preview: preview(text), Content: text})
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

// preview is a document's front matter (between --- lines) or its
// beginning, at most previewRunes runes.
func preview(text string) string {
	p := strings.TrimSpace(text)
	lines := strings.Split(text, "\n")
	if len(lines) > 1 && strings.TrimSpace(lines[0]) == "---" {
		for i := 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) == "---" {
				p = strings.TrimSpace(strings.Join(lines[1:i], "\n"))
				break
			}
		}
	}
	if r := []rune(p); len(r) > previewRunes {
		p = string(r[:previewRunes])
	}
	return p
}

func readFull(f *os.File, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := f.Read(buf[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
