/* pending.c - files made and not yet committed, removed if the run ends early (see pending.h). */
#include "pending.h"
#include "check.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The temporary file being written (or the file a dangling symlink made),
 * removed if a signal whose default ends the process ends the run, or the
 * run exits (die) before it is committed. */
enum { PENDING_MAX = 4 }; /* outputs open at once: the dump, the timeline, the report */
static volatile sig_atomic_t pending[PENDING_MAX];
static char pending_path[PENDING_MAX][PATH_MAX];

static void remove_all_pending(void)
{
    for (int p = 0; p < PENDING_MAX; ++p)
        if (pending[p])
            unlink(pending_path[p]); /* async-signal-safe */
}

static void remove_pending(int sig)
{
    remove_all_pending();
    signal(sig, SIG_DFL);
    raise(sig);
}

void pending_watch_signals(void)
{
    static bool installed;
    if (installed)
        return;
    installed = true;
    struct sigaction action = {0}, old;
    action.sa_handler = remove_pending;
    sigemptyset(&action.sa_mask);
    const int ends[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGXCPU, SIGUSR1, SIGUSR2, SIGALRM,
                        SIGVTALRM, SIGPROF};
    for (size_t i = 0; i < sizeof ends / sizeof ends[0]; ++i)
        /* a signal the run was started ignoring (nohup, a background job) stays ignored */
        if (sigaction(ends[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(ends[i], &action, NULL);
    /* past a file-size limit (ulimit -f) a write fails with EFBIG, reported
       and cleaned up, instead of the signal ending the run mid-file */
    signal(SIGXFSZ, SIG_IGN);
    atexit(remove_all_pending); /* a run that dies before committing: nothing hidden left */
}

void pending_add(const char *path)
{
    for (int p = 0; p < PENDING_MAX; ++p)
        if (!pending[p]) {
            snprintf(pending_path[p], sizeof pending_path[p], "%s", path);
            atomic_signal_fence(memory_order_seq_cst); /* the path whole before the handler may see it */
            pending[p] = 1;
            return;
        }
    die(EXIT_RUNTIME, "internal error: more than %d outputs open at once", PENDING_MAX);
}

void pending_clear(const char *path)
{
    for (int p = 0; p < PENDING_MAX; ++p)
        if (pending[p] && strcmp(pending_path[p], path) == 0)
            pending[p] = 0;
}

int pending_temporary(char *tmp, size_t size, const char *folder)
{
    static unsigned serial; /* first from the clock: a name another user cannot foresee and take */
    if (!serial) {
        struct timespec now;
        clock_gettime(CLOCK_REALTIME, &now);
        serial = (unsigned)now.tv_nsec | 1u;
    }
    for (int tries = 0; tries < 1000; ++tries) {
        if (snprintf(tmp, size, "%s/.smooth-%ld-%08x", folder, (long)getpid(), serial++) >= (int)size) {
            errno = ENAMETOOLONG;
            return -1;
        }
        pending_add(tmp);
        const int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0600);
        if (fd >= 0)
            return fd;
        const int e = errno;
        pending_clear(tmp);
        errno = e;
        if (errno != EEXIST)
            return -1;
    }
    return -1; /* errno EEXIST */
}
