package dsl

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestZZSlow(t *testing.T) {
	dir := os.Getenv("FZDIR")
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	for _, f := range files {
		data, _ := os.ReadFile(f)
		lines := strings.Split(string(data), "\n")
		src, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "string("), ")"))
		if err != nil {
			continue
		}
		done := make(chan bool)
		go func() { CheckBool(src, testScope()); done <- true }()
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			t.Fatalf("slow: %q", src)
		}
	}
}
