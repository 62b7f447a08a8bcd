#define _GNU_SOURCE
#include "process_control.h"

#include <stdio.h>
#include <stdlib.h>

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
#include <pthread.h>
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

static char fork_message[512];

static void refuse_fork(void) {
  static const char prefix[] = "Fatal error: ";
  ssize_t ignored = write(STDERR_FILENO, prefix, sizeof prefix - 1);
  ignored = write(STDERR_FILENO, fork_message, strlen(fork_message));
  ignored = write(STDERR_FILENO, "\n", 1);
  (void)ignored;
  abort();
}

int gesturerender_refuse_fork(const char *message) {
  strncpy(fork_message, message, sizeof fork_message - 1);
  fork_message[sizeof fork_message - 1] = 0;
  return pthread_atfork(refuse_fork, NULL, NULL);
}

#include <dirent.h>
#include <stdatomic.h>
#include <sys/wait.h>
#include <time.h>

#define TEMPORARY_SLOTS 256
#define TEMPORARY_PATH_MAX 4096

// Each place is free (0), being filled or emptied (1), or holds a path (2).
static atomic_int temporary_state[TEMPORARY_SLOTS];
static char temporary_paths[TEMPORARY_SLOTS][TEMPORARY_PATH_MAX];
#define CHILD_SLOTS 64
static atomic_int temporary_children[CHILD_SLOTS];
static atomic_int temporary_handlers_installed;

int gesturerender_temporary_add(const char *path) {
  size_t length = strlen(path);
  if (length >= TEMPORARY_PATH_MAX) return -1;
  for (int slot = 0; slot < TEMPORARY_SLOTS; slot++) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&temporary_state[slot], &expected, 1)) {
      memcpy(temporary_paths[slot], path, length + 1);
      atomic_store(&temporary_state[slot], 2);
      return 0;
    }
  }
  return -1;
}

int gesturerender_temporary_remove(const char *path) {
  for (int slot = 0; slot < TEMPORARY_SLOTS; slot++) {
    int expected = 2;
    if (atomic_load(&temporary_state[slot]) == 2 && strcmp(temporary_paths[slot], path) == 0
      && atomic_compare_exchange_strong(&temporary_state[slot], &expected, 1)) {
      temporary_paths[slot][0] = 0;
      atomic_store(&temporary_state[slot], 0);
      return 0;
    }
  }
  return -1;
}

// Whether the file name (after the last '/') of `path` holds the temporary marker.
static int is_temporary_path(const char *path) {
  const char *name = path;
  for (const char *c = path; *c; c++) {
    if (*c == '/') name = c + 1;
  }
  const char *marker = ".gesturerender-";
  size_t marker_length = strlen(marker);
  for (const char *c = name; *c; c++) {
    if (strncmp(c, marker, marker_length) == 0) return 1;
  }
  return 0;
}

int gesturerender_unlink_temporaries(void) {
  int unlinked = 0;
  for (int slot = 0; slot < TEMPORARY_SLOTS; slot++) {
    int expected = 2;
    if (atomic_compare_exchange_strong(&temporary_state[slot], &expected, 1)) {
      if (is_temporary_path(temporary_paths[slot]) && unlink(temporary_paths[slot]) == 0) {
        unlinked++;
      }
      temporary_paths[slot][0] = 0;
      atomic_store(&temporary_state[slot], 0);
    }
  }
  return unlinked;
}

void gesturerender_temporary_child(int pid, int running) {
  for (int slot = 0; slot < CHILD_SLOTS; slot++) {
    int expected = running ? 0 : pid;
    if (atomic_compare_exchange_strong(&temporary_children[slot], &expected, running ? pid : 0)) {
      return;
    }
  }
}

#define DIRECTORY_SLOTS 64
// Folders the children write their outputs into (state as for the temporary paths).
static atomic_int directory_state[DIRECTORY_SLOTS];
static char directory_paths[DIRECTORY_SLOTS][TEMPORARY_PATH_MAX];

int gesturerender_temporary_child_directory(const char *path) {
  size_t length = strlen(path);
  if (length >= TEMPORARY_PATH_MAX) return -1;
  for (int slot = 0; slot < DIRECTORY_SLOTS; slot++) {
    if (atomic_load(&directory_state[slot]) == 2 && strcmp(directory_paths[slot], path) == 0) {
      return 0;
    }
  }
  for (int slot = 0; slot < DIRECTORY_SLOTS; slot++) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&directory_state[slot], &expected, 1)) {
      memcpy(directory_paths[slot], path, length + 1);
      atomic_store(&directory_state[slot], 2);
      return 0;
    }
  }
  return -1;
}

// Whether the file name `name` is a temporary name of process `pid`: it starts with a dot and
// holds ".gesturerender-PID-" (async-signal-safe: no allocation, no locale).
static int is_temporary_of(const char *name, const char *pid_text) {
  if (name[0] != '.') return 0;
  const char *marker = ".gesturerender-";
  size_t marker_length = strlen(marker);
  size_t pid_length = strlen(pid_text);
  for (const char *c = name + 1; *c; c++) {
    if (strncmp(c, marker, marker_length) == 0
      && strncmp(c + marker_length, pid_text, pid_length) == 0
      && c[marker_length + pid_length] == '-') {
      return 1;
    }
  }
  return 0;
}

struct directory_entry64 {
  unsigned long long d_ino;
  long long d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[];
};

int gesturerender_unlink_child_temporaries(int pid) {
  char pid_text[16];
  int length = 0;
  char reversed[16];
  unsigned int value = (unsigned int)pid;
  do {
    reversed[length++] = (char)('0' + value % 10);
    value /= 10;
  } while (value > 0 && length < 15);
  for (int index = 0; index < length; index++) pid_text[index] = reversed[length - 1 - index];
  pid_text[length] = 0;
  int unlinked = 0;
  for (int slot = 0; slot < DIRECTORY_SLOTS; slot++) {
    if (atomic_load(&directory_state[slot]) != 2) continue;
    int fd = open(directory_paths[slot], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) continue;
    char buffer[8192] __attribute__((aligned(8)));
    for (;;) {
      long count = syscall(SYS_getdents64, fd, buffer, sizeof(buffer));
      if (count <= 0) break;
      for (long offset = 0; offset < count;) {
        struct directory_entry64 *entry = (struct directory_entry64 *)(buffer + offset);
        offset += entry->d_reclen;
        if ((entry->d_type == DT_REG || entry->d_type == DT_UNKNOWN)
          && is_temporary_of(entry->d_name, pid_text) && unlinkat(fd, entry->d_name, 0) == 0) {
          unlinked++;
        }
      }
    }
    close(fd);
  }
  return unlinked;
}

static void on_stop_signal(int sig) {
  gesturerender_unlink_temporaries();
  int children[CHILD_SLOTS];
  int signalled[CHILD_SLOTS];
  int count = 0;
  for (int slot = 0; slot < CHILD_SLOTS; slot++) {
    int child = atomic_load(&temporary_children[slot]);
    if (child > 0 && kill(child, sig) == 0) children[count++] = child;
  }
  int signalled_count = count;
  for (int index = 0; index < count; index++) signalled[index] = children[index];
  // Polled, 10 ms apart, for at most 5 s: children that do not end by then are killed.
  struct timespec pause = {0, 10 * 1000 * 1000};
  for (int tries = 0; tries < 500 && count > 0; tries++) {
    for (int index = 0; index < count;) {
      int status;
      pid_t result = waitpid(children[index], &status, WNOHANG);
      if (result == children[index] || (result < 0 && errno == ECHILD)) {
        children[index] = children[--count];
      } else {
        index++;
      }
    }
    if (count > 0) nanosleep(&pause, NULL);
  }
  // A child that ignores the signal (its code's own handler) is killed; it cannot remove its
  // temporary files then, so they are removed here once it is gone.
  for (int index = 0; index < count; index++) {
    kill(children[index], SIGKILL);
    int status;
    while (waitpid(children[index], &status, 0) < 0 && errno == EINTR) {}
  }
  for (int index = 0; index < signalled_count; index++) {
    gesturerender_unlink_child_temporaries(signalled[index]);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

int gesturerender_remove_temporaries_on_signals(void) {
  // A mask inherited blocked (a parent that spawned the tool from a thread blocking them)
  // would keep the signals pending for ever: this thread takes them.
  sigset_t stopping;
  sigemptyset(&stopping);
  sigaddset(&stopping, SIGTERM);
  sigaddset(&stopping, SIGINT);
  sigaddset(&stopping, SIGHUP);
  pthread_sigmask(SIG_UNBLOCK, &stopping, NULL);
  int expected = 0;
  if (!atomic_compare_exchange_strong(&temporary_handlers_installed, &expected, 1)) return 0;
  int signals[] = {SIGTERM, SIGINT, SIGHUP};
  for (int index = 0; index < 3; index++) {
    struct sigaction current;
    if (sigaction(signals[index], NULL, &current) != 0) return -1;
    // A signal the process ignores (nohup, a background job's SIGINT) stays ignored.
    if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) continue;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = on_stop_signal;
    sigfillset(&action.sa_mask);
    if (sigaction(signals[index], &action, NULL) != 0) return -1;
  }
  return 0;
}
