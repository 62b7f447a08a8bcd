// Linux process control that Swift cannot call directly (prctl is variadic, the wait status
// macros are macros) or that Foundation's Process does not offer (descriptors and signals of a
// child, its exit seen without a descriptor a grandchild could keep open).
#pragma once

/// Asks the kernel to send SIGKILL to this process when its parent dies
/// (prctl(PR_SET_PDEATHSIG)). Returns 0, or -1 with errno set.
int gesturerender_die_with_parent(void);

/// Makes standard output line-buffered (setvbuf(3) with _IOLBF), so each line is written as it
/// is printed even when the output is a pipe. Returns 0, or non-zero on failure.
int gesturerender_line_buffer_stdout(void);

/// Sends `sig` to the main thread of process `pid` (whose thread ID is `pid`), not to whichever
/// of its threads the kernel picks (tgkill(2)). Returns 0, or -1 with errno set.
int gesturerender_signal_main_thread(int pid, int sig);

/// Starts the program `path` with `argv` and `envp` (NULL-terminated) as a child
/// (posix_spawn(3)): standard input is this process's, standard output is `stdout_fd`, standard
/// error is `stderr_fd`, and no other descriptor of this process is open in it (descriptors 3 and up are
/// closed). The child starts with no signal blocked and SIGQUIT and SIGPIPE at their default
/// actions, whatever this thread blocks or this process ignores. Returns the child's process ID,
/// or -1 with errno set.
int gesturerender_spawn(
  const char *path, char *const argv[], char *const envp[], int stdout_fd, int stderr_fd);

/// A descriptor that becomes readable when process `pid` (a child) exits (pidfd_open(2),
/// close-on-exec), or -1 where the kernel has none (before Linux 5.3).
int gesturerender_pidfd_open(int pid);

/// Waits up to `timeout_ms` milliseconds for the child `pid` to exit and reaps it
/// (waitpid(2)); `pidfd` from gesturerender_pidfd_open, or -1 to poll. Returns 1 when it has
/// exited, with `*exit_code` its exit status or -1 and `*signal` the signal that ended it or 0;
/// returns 0 when it still runs after the timeout; -1 with errno set on an error.
int gesturerender_wait_child(int pid, int pidfd, int timeout_ms, int *exit_code, int *signal);

/// A pipe whose two ends are close-on-exec (pipe2(2)): `fds[0]` to read, `fds[1]` to write.
/// Returns 0, or -1 with errno set.
int gesturerender_pipe(int fds[2]);

/// Sends `sig` to the process `pidfd` refers to (pidfd_send_signal(2)): never to another
/// process that took its number after it was reaped. Returns 0, or -1 with errno set.
int gesturerender_pidfd_signal(int pidfd, int sig);

/// Makes the runtime's backtrace of an abort() (and of a failed allocation, which aborts) start
/// at the innermost frame of the image whose path ends in `image_suffix`: the backtracer walks
/// the stack by frame pointers, which libc's abort path does not keep, so its report of an
/// abort names no frame past libc. A SIGABRT handler installed in front of the runtime's finds
/// that frame with libgcc's unwinder (backtrace(3), which reads the unwind tables) and hands
/// the runtime's handler a context whose instruction pointer is that frame's call, then puts
/// the context back, so the process still ends with SIGABRT. Returns 0, or -1 with errno set
/// (the runtime's handler is then left alone).
int gesturerender_locate_aborts_in(const char *image_suffix);

/// Makes a fork() in this process end it at the call instead of making a second process: an
/// iOS app's sandbox refuses fork(), and a second copy of a running scenario would write the
/// same outputs as the first. A handler registered with pthread_atfork runs before the fork,
/// writes `Fatal error: ` and `message` and a line feed to standard error and aborts, so the
/// crash is reported at the code's call (gesturerender_locate_aborts_in). posix_spawn(3), and so
/// system(3), popen(3) and Foundation's `Process`, do not run fork handlers and are not
/// refused. `message` is copied (at most 511 bytes are kept). Returns 0, or an error number.
int gesturerender_refuse_fork(const char *message);

/// Records `path`, a temporary file this process is writing, so that a SIGTERM, SIGINT or
/// SIGHUP that ends the process removes it (gesturerender_remove_temporaries_on_signals).
/// At most 256 paths of at most 4095 bytes are held at once; returns 0, or -1 when the path
/// is too long or every place is taken (the file is then left to the next run's cleaning).
int gesturerender_temporary_add(const char *path);

/// Forgets `path` (after it was renamed into place or removed). Returns 0, or -1 when it was
/// not recorded.
int gesturerender_temporary_remove(const char *path);

/// Installs, once, handlers for SIGTERM, SIGINT and SIGHUP that unlink the recorded temporary
/// files (unlink(2) is async-signal-safe; a path is only unlinked when its file name holds
/// ".gesturerender-"), pass the signal on to the child set with
/// gesturerender_temporary_child and wait up to 5 s for them to end (SIGKILL after), then end
/// the process by the same signal with its default action. Each call also unblocks the three
/// signals in the calling thread (a mask inherited blocked would keep them pending for ever).
/// Returns 0, or -1 with errno set.
int gesturerender_remove_temporaries_on_signals(void);

/// Adds (`running` non-zero) or removes the child process `pid` that a stopping signal is
/// passed on to and waited for; at most 64 are held.
void gesturerender_temporary_child(int pid, int running);

/// Records `path`, a folder the children set with gesturerender_temporary_child write their
/// outputs into: after a stopping signal, once a child has ended (by itself, or killed with
/// SIGKILL after 5 s because its code ignores the signal), the handler removes the child's
/// temporary files there (regular files whose name starts with a dot and holds
/// ".gesturerender-PID-" with the child's PID), which a killed child cannot remove itself. At
/// most 64 folders; returns 0, or -1 when the path is too long or every place is taken.
int gesturerender_temporary_child_directory(const char *path);

/// Removes the temporary files of the ended process `pid` from the folders recorded with
/// gesturerender_temporary_child_directory (async-signal-safe: getdents64 and unlinkat).
/// Returns how many were removed.
int gesturerender_unlink_child_temporaries(int pid);

/// What the signal handler does before it ends the process (for tests): unlinks the recorded
/// temporary files and forgets them. Returns how many were unlinked.
int gesturerender_unlink_temporaries(void);
