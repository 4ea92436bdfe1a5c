package parser

import (
	"encoding/json"
	"os"
	"testing"
)

func TestTmpCases(t *testing.T) {
	b, _ := os.ReadFile("/tmp/cases.json")
	var cases []string
	json.Unmarshal(b, &cases)
	for _, c := range cases {
		_, err := ParseFile("f.py", []byte(c))
		s := "OK"
		if err != nil {
			s = err.Error()
		}
		if len(c) > 40 {
			c = c[:40]
		}
		t.Logf("%q => %s", c, s)
	}
}
