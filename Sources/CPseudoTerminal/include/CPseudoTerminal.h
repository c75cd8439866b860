#ifndef STACKPLAY_CPSEUDOTERMINAL_H
#define STACKPLAY_CPSEUDOTERMINAL_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` in a new session whose controlling
/// terminal is a new pseudo-terminal of `columns` x `rows`, with the memory
/// (RLIMIT_AS, bytes) and CPU (RLIMIT_CPU, seconds) limits given (0: none).
/// The child gets default signal dispositions, an empty signal mask and no
/// descriptor but the terminal's 0, 1 and 2.
///
/// Returns 0 with the master side in `*master` (non-blocking, close-on-exec)
/// and the child's id in `*pid`, or an errno value.
int stackplay_spawn_pty(const char *path, char *const argv[], char *const envp[],
                        unsigned short columns, unsigned short rows,
                        unsigned long long memory_bytes, unsigned long long cpu_seconds,
                        int *master, pid_t *pid);

/// Sets the size of the pseudo-terminal whose master is `master` (the kernel
/// sends SIGWINCH to its foreground process group). Returns 0 or an errno value.
int stackplay_resize_pty(int master, unsigned short columns, unsigned short rows);

#endif
