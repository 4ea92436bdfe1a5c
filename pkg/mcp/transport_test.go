package mcp

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"
)

// TestLongLine: a message longer than the transport reads is answered
// with a JSON-RPC error carrying its id, and the session goes on (the
// SDK's stdio transport ended it: clauz3 mcp exited 3).
func TestLongLine(t *testing.T) {
	s, err := New(Config{Dir: emailDir(t)})
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, &LineTransport{In: inR, Out: outW, Max: 1 << 10}) }()
	go func() {
		io.WriteString(inW, `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"prove","arguments":{"source":"`+strings.Repeat("#", 4<<10)+`"}}}`+"\n")
		io.WriteString(inW, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`+"\n")
	}()
	r := bufio.NewReader(outR)
	var answers []map[string]any
	for len(answers) < 2 {
		line, err := r.ReadBytes('\n')
		if err != nil {
			t.Fatalf("after %d answers: %v", len(answers), err)
		}
		var m map[string]any
		if err := json.Unmarshal(line, &m); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		answers = append(answers, m)
	}
	e, _ := answers[0]["error"].(map[string]any)
	if answers[0]["id"] != float64(7) || e == nil || e["code"] != float64(-32600) || !strings.Contains(e["message"].(string), "longer than 1024 bytes") {
		t.Errorf("the long message's answer: %v", answers[0])
	}
	if answers[1]["id"] != float64(1) || answers[1]["result"] == nil {
		t.Errorf("the session did not go on: %v", answers[1])
	}
	inW.Close()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
}

// TestNullArgument: a null argument is a tool error naming it by its JSON
// pointer, not the SDK's "<invalid reflect.Value>".
func TestNullArgument(t *testing.T) {
	s := connect(t, Config{Dir: emailDir(t)})
	res, text := s.call(t, "prove", map[string]any{"source": nil}, false)
	if !res.IsError || !strings.Contains(text, "argument /source is null") || strings.Contains(text, "reflect") {
		t.Errorf("prove with a null source: error %v, %q", res.IsError, text)
	}
}
