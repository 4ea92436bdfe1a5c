package z3

import (
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// TestSIGINTAfterCheck: after a check, a SIGINT still reaches Go's
// handler. Z3 installs its own handler during a check unless the
// solver's ctrl_c parameter is false, and puts Go's back without
// SA_ONSTACK: a SIGINT that then lands on a thread running a goroutine
// kills the process with a Go trace (a server stopped by SIGINT after a
// proof, ^C in a terminal). The signal is sent to such a thread.
func TestSIGINTAfterCheck(t *testing.T) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	c := newCtx(t)
	s := solver(t, c)
	if err := s.SetParams(Params{TimeoutMS: 5000}); err != nil { // as solve sets them
		t.Fatal(err)
	}
	p := c.Const("p", c.BoolSort())
	s.Assert(p)
	check(t, s, Sat)

	tid := make(chan int)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		runtime.LockOSThread()
		tid <- syscall.Gettid()
		for {
			select {
			case <-stop:
				return
			default:
			}
		}
	}()
	id := <-tid
	for i := 0; i < 5; i++ {
		if err := syscall.Tgkill(os.Getpid(), id, syscall.SIGINT); err != nil {
			t.Fatal(err)
		}
		select {
		case <-sig:
		case <-time.After(5 * time.Second):
			t.Fatal("SIGINT did not reach Go's handler")
		}
	}
}
