package solve

import (
	"context"
	"os"
	"testing"
)

func BenchmarkZZDoc(b *testing.B) {
	data, err := os.ReadFile(os.Getenv("ZZDOC"))
	if err != nil {
		b.Fatal(err)
	}
	doc, err := DecodeProgram(data)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if _, err := Solve(context.Background(), doc, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
