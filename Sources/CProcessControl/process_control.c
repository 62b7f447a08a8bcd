#include "process_control.h"

#include <signal.h>
#include <sys/prctl.h>

int gesturerender_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }
