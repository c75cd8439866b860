// A forkpty for stackplay serve, with resource limits, in C: between fork and
// exec the child runs only async-signal-safe calls, which Swift cannot promise.
#define _GNU_SOURCE
#include "CPseudoTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>

int stackplay_resize_pty(int master, unsigned short columns, unsigned short rows) {
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_col = columns;
  size.ws_row = rows;
  return ioctl(master, TIOCSWINSZ, &size) == 0 ? 0 : errno;
}

static void close_from(int first) {
#ifdef SYS_close_range
  if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) == 0) return;
#endif
  long limit = sysconf(_SC_OPEN_MAX);
  if (limit < 0 || limit > 65536) limit = 65536;
  for (int fd = first; fd < limit; fd++) close(fd);
}

int stackplay_spawn_pty(const char *path, char *const argv[], char *const envp[],
                        unsigned short columns, unsigned short rows,
                        unsigned long long memory_bytes, unsigned long long cpu_seconds,
                        int *master_out, pid_t *pid_out) {
  int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (master < 0) return errno;
  char name[128];
  if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, name, sizeof name) != 0) {
    int error = errno;
    close(master);
    return error;
  }
  int error = stackplay_resize_pty(master, columns, rows);
  if (error != 0) {
    close(master);
    return error;
  }
  pid_t pid = fork();
  if (pid < 0) {
    error = errno;
    close(master);
    return error;
  }
  if (pid == 0) {
    // The child: only async-signal-safe calls from here to exec.
    sigset_t none;
    sigemptyset(&none);
    for (int number = 1; number < NSIG; number++) signal(number, SIG_DFL);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (setsid() < 0) _exit(126);
    int slave = open(name, O_RDWR);
    if (slave < 0) _exit(126);
    ioctl(slave, TIOCSCTTY, 0);
    if (dup2(slave, 0) < 0 || dup2(slave, 1) < 0 || dup2(slave, 2) < 0) _exit(126);
    close_from(3);
    if (memory_bytes > 0) {
      struct rlimit limit = {memory_bytes, memory_bytes};
      if (setrlimit(RLIMIT_AS, &limit) != 0) _exit(126);
    }
    if (cpu_seconds > 0) {
      // SIGXCPU at the soft limit, SIGKILL a second later.
      struct rlimit limit = {cpu_seconds, cpu_seconds + 1};
      if (setrlimit(RLIMIT_CPU, &limit) != 0) _exit(126);
    }
    struct rlimit core = {0, 0};
    setrlimit(RLIMIT_CORE, &core);
    execve(path, argv, envp);
    static const char message[] = "stackplay serve: cannot start the playground\r\n";
    (void)!write(2, message, sizeof message - 1);
    _exit(127);
  }
  int flags = fcntl(master, F_GETFL);
  if (flags < 0 || fcntl(master, F_SETFL, flags | O_NONBLOCK) != 0) {
    error = errno;
    kill(pid, SIGKILL);
    close(master);
    return error;
  }
  *master_out = master;
  *pid_out = pid;
  return 0;
}
