/* io.c - the files the program writes (see io.h). */
#include "io.h"
#include "check.h"
#include "smooth.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The temporary file being written, removed if SIGINT or SIGTERM ends the run. */
static volatile sig_atomic_t pending;
static char pending_path[PATH_MAX];

static void remove_pending(int sig)
{
    if (pending)
        unlink(pending_path); /* async-signal-safe */
    signal(sig, SIG_DFL);
    raise(sig);
}

static void watch_signals(void)
{
    static bool installed;
    if (installed)
        return;
    installed = true;
    struct sigaction action = {0};
    action.sa_handler = remove_pending;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
}

static mode_t new_file_mode(void)
{
    const mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

bool output_is_stdout(const char *path)
{
    return strcmp(path, "-") == 0 || strcmp(path, "/dev/stdout") == 0;
}

/* Under /dev/ or /proc/: written in place, never renamed over. */
static bool special(const char *path)
{
    return strncmp(path, "/dev/", 5) == 0 || strncmp(path, "/proc/", 6) == 0;
}

void output_folder(const char *path, char *folder, size_t size)
{
    snprintf(folder, size, "%s", path);
    char *slash = strrchr(folder, '/');
    if (slash)
        *(slash == folder ? slash + 1 : slash) = '\0';
    else
        snprintf(folder, size, ".");
}

FILE *output_open(struct output_file *f, const char *path)
{
    f->path = path;
    f->tmp[0] = '\0';
    if (output_is_stdout(path)) {
        f->fp = stdout;
        return stdout;
    }
    /* the file a symlink names is the one to replace, not the link */
    if (!realpath(path, f->target))
        snprintf(f->target, sizeof f->target, "%s", path);
    char folder[PATH_MAX];
    output_folder(f->target, folder, sizeof folder);

    struct stat st, link;
    const bool exists = stat(f->target, &st) == 0;
    const bool dangling = !exists && lstat(path, &link) == 0 && S_ISLNK(link.st_mode);
    /* Whole or nothing (a temporary file renamed into place) where the
       rename replaces just this file: a regular one (or none yet) with one
       name, in a folder we may write. Else write it directly. */
    const bool direct = special(path) || special(f->target) || dangling ||
                        (exists && (!S_ISREG(st.st_mode) || st.st_nlink > 1)) || access(folder, W_OK) != 0;
    if (direct) {
        const int fd = open(dangling ? path : f->target, O_WRONLY | O_CREAT | O_TRUNC, 0666);
        if (fd < 0 || !(f->fp = fdopen(fd, "w")))
            die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(errno));
        return f->fp;
    }
    if (snprintf(f->tmp, sizeof f->tmp, "%s/.smooth-XXXXXX", folder) >= (int)sizeof f->tmp)
        die(EXIT_RUNTIME, "cannot write %s: path too long", path);
    watch_signals();
    const int fd = mkstemp(f->tmp);
    if (fd < 0)
        die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(errno));
    memcpy(pending_path, f->tmp, sizeof pending_path);
    pending = 1;
    fchmod(fd, exists ? st.st_mode & 07777 : new_file_mode());
    f->fp = fdopen(fd, "w");
    if (!f->fp) {
        int e = errno;
        close(fd);
        unlink(f->tmp);
        pending = 0;
        die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(e));
    }
    return f->fp;
}

void output_commit(struct output_file *f)
{
    if (f->fp == stdout) {
        stdout_done();
        return;
    }
    int failed = ferror(f->fp) ? (errno ? errno : EIO) : 0;
    if (fflush(f->fp) != 0 && !failed)
        failed = errno;
    if (fclose(f->fp) != 0 && !failed)
        failed = errno;
    if (!failed && f->tmp[0] && rename(f->tmp, f->target) != 0)
        failed = errno;
    if (f->tmp[0] && failed)
        unlink(f->tmp);
    pending = 0;
    if (failed)
        die(EXIT_RUNTIME, "writing %s failed: %s", f->path, strerror(failed));
}
