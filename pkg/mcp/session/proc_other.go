//go:build !linux

package session

import "syscall"

// childAttr puts the approval service in its own process group (the
// terminal's ^C is the agent's).
func childAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}
