package session

import "syscall"

// childAttr puts the approval service in its own process group (the
// terminal's ^C is the agent's) and has the kernel stop it if this
// process dies without stopping it.
func childAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
}
