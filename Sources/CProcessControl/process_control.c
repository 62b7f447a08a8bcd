#define _GNU_SOURCE
#include "process_control.h"

#include <stdio.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int gesturerender_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }

int gesturerender_line_buffer_stdout(void) { return setvbuf(stdout, NULL, _IOLBF, 0); }

int gesturerender_signal_main_thread(int pid, int sig) {
  return (int)syscall(SYS_tgkill, pid, pid, sig);
}

int gesturerender_spawn(
  const char *path, char *const argv[], char *const envp[], int stdout_fd, int stderr_fd) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int error = posix_spawn_file_actions_init(&actions);
  if (error != 0) {
    errno = error;
    return -1;
  }
  error = posix_spawnattr_init(&attributes);
  if (error != 0) {
    posix_spawn_file_actions_destroy(&actions);
    errno = error;
    return -1;
  }
  sigset_t defaults;
  sigset_t mask;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGQUIT);
  sigaddset(&defaults, SIGPIPE);
  sigemptyset(&mask);
  if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, stdout_fd, STDOUT_FILENO);
  if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, stderr_fd, STDERR_FILENO);
  if (error == 0) error = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
  if (error == 0) error = posix_spawnattr_setsigdefault(&attributes, &defaults);
  if (error == 0) error = posix_spawnattr_setsigmask(&attributes, &mask);
  if (error == 0) {
    error = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  }
  pid_t pid = -1;
  if (error == 0) error = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (error != 0) {
    errno = error;
    return -1;
  }
  return (int)pid;
}

int gesturerender_pidfd_open(int pid) {
#ifdef SYS_pidfd_open
  int fd = (int)syscall(SYS_pidfd_open, pid, 0);
  if (fd >= 0) fcntl(fd, F_SETFD, FD_CLOEXEC);
  return fd;
#else
  (void)pid;
  errno = ENOSYS;
  return -1;
#endif
}

static int reap(int pid, int *exit_code, int *signal) {
  int status = 0;
  pid_t result;
  do {
    result = waitpid(pid, &status, WNOHANG);
  } while (result < 0 && errno == EINTR);
  if (result < 0) return -1;
  if (result == 0) return 0;
  if (WIFEXITED(status)) {
    *exit_code = WEXITSTATUS(status);
    *signal = 0;
  } else {
    *exit_code = -1;
    *signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  }
  return 1;
}

int gesturerender_wait_child(int pid, int pidfd, int timeout_ms, int *exit_code, int *signal) {
  int reaped = reap(pid, exit_code, signal);
  if (reaped != 0) return reaped;
  if (pidfd >= 0) {
    struct pollfd entry = {.fd = pidfd, .events = POLLIN, .revents = 0};
    int ready;
    do {
      ready = poll(&entry, 1, timeout_ms);
    } while (ready < 0 && errno == EINTR);
  } else {
    struct timespec pause = {.tv_sec = timeout_ms / 1000, .tv_nsec = (timeout_ms % 1000) * 1000000L};
    while (nanosleep(&pause, &pause) != 0 && errno == EINTR) {}
  }
  return reap(pid, exit_code, signal);
}

int gesturerender_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int gesturerender_pidfd_signal(int pidfd, int sig) {
#ifdef SYS_pidfd_send_signal
  return (int)syscall(SYS_pidfd_send_signal, pidfd, sig, NULL, 0);
#else
  (void)pidfd;
  (void)sig;
  errno = ENOSYS;
  return -1;
#endif
}

#include <dlfcn.h>
#include <execinfo.h>
#include <string.h>
#include <ucontext.h>

static struct sigaction runtime_abort_action;
static char abort_image_suffix[256];

static int in_abort_image(void *address) {
  Dl_info info;
  if (dladdr(address, &info) == 0 || info.dli_fname == NULL) return 0;
  size_t length = strlen(info.dli_fname);
  size_t suffix = strlen(abort_image_suffix);
  return length >= suffix && strcmp(info.dli_fname + length - suffix, abort_image_suffix) == 0;
}

static void on_abort(int sig, siginfo_t *info, void *context) {
  ucontext_t *ucontext = (ucontext_t *)context;
  greg_t saved = ucontext->uc_mcontext.gregs[REG_RIP];
  void *frames[128];
  int count = backtrace(frames, 128);
  for (int index = 0; index < count; index++) {
    if (in_abort_image(frames[index])) {
      // A return address: one byte back is inside the call, on the call's line.
      ucontext->uc_mcontext.gregs[REG_RIP] = (greg_t)((char *)frames[index] - 1);
      break;
    }
  }
  if (runtime_abort_action.sa_flags & SA_SIGINFO) {
    runtime_abort_action.sa_sigaction(sig, info, context);
  } else if (runtime_abort_action.sa_handler != SIG_DFL
    && runtime_abort_action.sa_handler != SIG_IGN) {
    runtime_abort_action.sa_handler(sig);
  }
  ucontext->uc_mcontext.gregs[REG_RIP] = saved;
}

int gesturerender_locate_aborts_in(const char *image_suffix) {
  if (strlen(image_suffix) >= sizeof(abort_image_suffix)) {
    errno = EINVAL;
    return -1;
  }
  strcpy(abort_image_suffix, image_suffix);
  void *warm[1];
  backtrace(warm, 1);  // loads libgcc's unwinder now, not inside the handler
  if (sigaction(SIGABRT, NULL, &runtime_abort_action) != 0) return -1;
  if (!(runtime_abort_action.sa_flags & SA_SIGINFO)
    && (runtime_abort_action.sa_handler == SIG_DFL || runtime_abort_action.sa_handler == SIG_IGN)) {
    errno = ENOENT;  // no runtime handler: nothing to help
    return -1;
  }
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_sigaction = on_abort;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | (runtime_abort_action.sa_flags & SA_RESETHAND);
  sigemptyset(&action.sa_mask);
  return sigaction(SIGABRT, &action, NULL);
}
