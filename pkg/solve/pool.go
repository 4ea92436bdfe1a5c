package solve

import (
	"runtime"
	"sync"
	"sync/atomic"

	"clauz3/pkg/z3"
)

// Pool keeps Z3 contexts between Solve calls. A context is expensive to
// create (it pages in about 17 MiB: 8 to 50 ms on the machines this
// project runs on, BENCHMARKS.md) and cheap to release: after a Solve,
// everything it created in the context is released (z3.Context.Release)
// and the context waits for the next Solve. A context in which a
// datatype was declared, a check was interrupted or an error occurred is
// closed instead (z3.Context.Reusable). Contexts are never shared: each
// Solve has its own for its whole run, so a Pool serves concurrent
// Solves, creating a context when none is idle.
type Pool struct {
	mu   sync.Mutex
	idle []*z3.Context
	max  int
	// virgin are contexts never used, for the second run of a result
	// with a counterexample (Solve); spares is how many a server keeps
	// ready, made in the background (SetSpares).
	virgin []*z3.Context
	spares int
	making int
	makers sync.WaitGroup

	created, reused, dropped atomic.Int64
}

// NewPool returns a pool keeping at most max idle contexts (at least 1).
func NewPool(max int) *Pool {
	if max < 1 {
		max = 1
	}
	return &Pool{max: max}
}

// processPool is the pool of Solve calls that name none (Options.Pool):
// one per process, so that a process (clauz3 prove, solve) creates its
// context only when a document needs Z3, at most one per concurrent
// Solve, and never pays for deleting it at exit.
var processPool = NewPool(runtime.GOMAXPROCS(0))

// ProcessPool returns the pool Solve uses when Options.Pool is nil.
func ProcessPool() *Pool { return processPool }

// PoolStats counts a pool's contexts.
type PoolStats struct {
	Created int64 // contexts created
	Reused  int64 // Solves that got an idle context
	Dropped int64 // contexts closed after use (not reusable, or too many idle)
	Idle    int   // contexts idle now
}

// Stats returns the pool's counters.
func (p *Pool) Stats() PoolStats {
	p.mu.Lock()
	idle := len(p.idle)
	p.mu.Unlock()
	return PoolStats{Created: p.created.Load(), Reused: p.reused.Load(), Dropped: p.dropped.Load(), Idle: idle}
}

// Warm creates contexts until n are idle (at most the pool's maximum),
// so that the first requests of a server do not pay for them.
func (p *Pool) Warm(n int) {
	var made []*z3.Context
	p.mu.Lock()
	for len(p.idle)+len(made) < n && len(p.idle)+len(made) < p.max {
		made = append(made, nil)
	}
	p.mu.Unlock()
	for i := range made {
		made[i] = z3.NewContext()
		p.created.Add(1)
	}
	p.mu.Lock()
	p.idle = append(p.idle, made...)
	p.mu.Unlock()
}

// get returns an idle context or a new one.
func (p *Pool) get() *z3.Context {
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		z := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		p.reused.Add(1)
		return z
	}
	p.mu.Unlock()
	p.created.Add(1)
	return z3.NewContext()
}

// SetSpares makes the pool keep n never-used contexts ready, created in
// the background, so that a result with a counterexample (decided again
// in a fresh context, see Solve) does not wait for one: a server's
// latency. A short-lived process keeps none (the default).
func (p *Pool) SetSpares(n int) {
	p.mu.Lock()
	p.spares = n
	p.mu.Unlock()
	p.refill()
}

// refill starts making the spare contexts that are missing.
func (p *Pool) refill() {
	p.mu.Lock()
	missing := p.spares - len(p.virgin) - p.making
	p.making += max(missing, 0)
	p.mu.Unlock()
	for i := 0; i < missing; i++ {
		p.makers.Add(1)
		go func() {
			defer p.makers.Done()
			z := z3.NewContext()
			p.created.Add(1)
			p.mu.Lock()
			p.making--
			p.virgin = append(p.virgin, z)
			p.mu.Unlock()
		}()
	}
}

// fresh returns a context never used before: a spare when one is ready.
func (p *Pool) fresh() *z3.Context {
	p.mu.Lock()
	if n := len(p.virgin); n > 0 {
		z := p.virgin[n-1]
		p.virgin = p.virgin[:n-1]
		p.mu.Unlock()
		p.refill()
		return z
	}
	p.mu.Unlock()
	p.created.Add(1)
	return z3.NewContext()
}

// put releases what a Solve created in z and keeps z for the next one,
// or closes z when it cannot be reused (or finished is false: the Solve
// panicked).
func (p *Pool) put(z *z3.Context, finished bool) {
	if finished && z.Reusable() {
		z.Release()
		if z3.Allocated() < keepBytes {
			p.mu.Lock()
			if len(p.idle) < p.max {
				p.idle = append(p.idle, z)
				p.mu.Unlock()
				return
			}
			p.mu.Unlock()
		}
	}
	p.dropped.Add(1)
	// Deleting a context frees its tables (milliseconds): not on the
	// caller's time. Nothing else holds z.
	go func() {
		large := z3.Allocated() >= keepBytes
		z.Close()
		if large {
			z3.TrimHeap()
		}
	}()
}

// keepBytes bounds what Z3 may hold, over the process, when a released
// context is kept for reuse. A context keeps the memory its terms and
// searches used, for its own later use, until it is deleted: after a
// check that took gigabytes (chained float divisions: 1.7 GB for one
// document of the difftest), a kept context would hold them for the
// life of a server. Such a context is deleted instead, and the C heap
// trimmed, so that the memory goes back to the system.
var keepBytes uint64 = 256 << 20 // a variable for tests

// Close closes the idle contexts (a server shutting down; a process that
// exits need not).
func (p *Pool) Close() {
	p.mu.Lock()
	p.spares = 0
	p.mu.Unlock()
	p.makers.Wait() // spares being made
	p.mu.Lock()
	idle := append(p.idle, p.virgin...)
	p.idle, p.virgin, p.spares = nil, nil, 0
	p.mu.Unlock()
	for _, z := range idle {
		z.Close()
	}
}
