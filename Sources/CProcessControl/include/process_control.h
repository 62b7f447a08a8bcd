// Linux process control that Swift cannot call directly (prctl is variadic).
#pragma once

/// Asks the kernel to send SIGKILL to this process when its parent dies
/// (prctl(PR_SET_PDEATHSIG)). Returns 0, or -1 with errno set.
int gesturerender_die_with_parent(void);
