// Linux process control that Swift cannot call directly (prctl is variadic).
#pragma once

/// Asks the kernel to send SIGKILL to this process when its parent dies
/// (prctl(PR_SET_PDEATHSIG)). Returns 0, or -1 with errno set.
int gesturerender_die_with_parent(void);

/// Sends `sig` to the main thread of process `pid` (whose thread ID is `pid`), not to whichever
/// of its threads the kernel picks (tgkill(2)). Returns 0, or -1 with errno set.
int gesturerender_signal_main_thread(int pid, int sig);
