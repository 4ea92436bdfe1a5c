package serve

import (
	"encoding/json"
	"strings"
	"testing"

	"clauz3/pkg/replay"
)

// TestReplayReportKeys: the replay report in an answer uses the answer's
// snake_case keys, not Go's field names.
func TestReplayReportKeys(t *testing.T) {
	data, err := json.Marshal(&Response{Replay: &replay.Report{Notes: []replay.Note{{ID: "o2", Replayed: "confirmed", Why: "the recorded calls break it"}}}})
	if err != nil {
		t.Fatal(err)
	}
	const want = `"replay":{"notes":[{"id":"o2","replayed":"confirmed","why":"the recorded calls break it"}]}`
	if !strings.Contains(string(data), want) {
		t.Errorf("answer %s\nwant it to hold %s", data, want)
	}
}
