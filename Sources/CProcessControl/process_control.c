#define _GNU_SOURCE
#include "process_control.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int gesturerender_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }

int gesturerender_signal_main_thread(int pid, int sig) {
  return (int)syscall(SYS_tgkill, pid, pid, sig);
}
