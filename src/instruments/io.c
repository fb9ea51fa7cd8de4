/* io.c - the files the program writes (see io.h). */
#include "io.h"
#include "check.h"
#include "pending.h"
#include "smooth.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/statvfs.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* May this user (its effective ids) do `mode` to `path`? */
static bool may(const char *path, int mode)
{
    return faccessat(AT_FDCWD, path, mode, AT_EACCESS) == 0;
}

/* The file a missing output would be created as: a dangling symlink's
 * target (relative to the link's folder), else the path itself. */
static void file_to_create(const char *path, char *file, size_t size)
{
    char link[PATH_MAX];
    struct stat st;
    const ssize_t length = lstat(path, &st) == 0 && S_ISLNK(st.st_mode) ? readlink(path, link, sizeof link - 1) : -1;
    if (length <= 0) {
        snprintf(file, size, "%s", path);
        return;
    }
    link[length] = '\0';
    char folder[PATH_MAX];
    output_folder(path, folder, sizeof folder);
    if (link[0] == '/' || strcmp(folder, ".") == 0)
        snprintf(file, size, "%s", link);
    else if (snprintf(file, size, "%s/%s", folder, link) >= (int)size)
        snprintf(file, size, "%s", link);
}

/* open(2) creating a file that was not there (`made` gets its name, "" if
 * none), watched from before it exists: one watched only after its making
 * would be left behind by a signal in between (see pending_temporary). */
static int open_new(const char *path, int flags, char *made, size_t size)
{
    file_to_create(path, made, size);
    pending_add(made);
    const int fd = open(path, flags | O_CREAT, 0666), e = errno;
    char real[PATH_MAX]; /* a chain of links ends elsewhere: that file watched */
    if (fd >= 0 && realpath(path, real) && strcmp(real, made) != 0) {
        pending_add(real);
        pending_clear(made);
        snprintf(made, size, "%s", real);
    }
    if (fd < 0) {
        pending_clear(made);
        made[0] = '\0';
    }
    errno = e;
    return fd;
}

bool output_check(const char *path, char *why, size_t size)
{
    why[0] = '\0';
    if (output_is_stdout(path))
        return true;
    if (strlen(path) >= PATH_MAX) {
        snprintf(why, size, "the path is %zu characters long; the longest is %d", strlen(path), PATH_MAX - 1);
        return false;
    }
    for (const char *name = path; *name;) { /* each name in the path */
        const size_t length = strcspn(name, "/");
        if (length > NAME_MAX) {
            snprintf(why, size, "a name in it is %zu characters long; the longest is %d", length, NAME_MAX);
            return false;
        }
        name += length + (name[length] == '/');
    }
    struct stat st;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode))
            snprintf(why, size, "is a folder: name a file in it");
        else if (S_ISREG(st.st_mode) && !(st.st_mode & 0222)) /* refused to root too */
            snprintf(why, size, "is read-only: make it writable (chmod u+w) to let smooth replace it");
        else if (!may(path, W_OK))
            snprintf(why, size, errno == EROFS ? "is on a read-only file system" : "is not writable by you (its owner or mode)");
        return !why[0];
    }
    switch (errno) {
    case ENOENT:
        break;
    case ELOOP:
        snprintf(why, size, "has a loop of symbolic links");
        return false;
    case ENOTDIR:
        snprintf(why, size, "goes through something that is not a folder");
        return false;
    case EACCES:
        snprintf(why, size, "is in a folder you may not search");
        return false;
    default:
        snprintf(why, size, "%s", strerror(errno));
        return false;
    }
    char file[PATH_MAX], folder[PATH_MAX];
    file_to_create(path, file, sizeof file);
    output_folder(file, folder, sizeof folder);
    if (stat(folder, &st) != 0 || !S_ISDIR(st.st_mode))
        snprintf(why, size, "the folder '%s' does not exist", folder);
    else if (!may(folder, W_OK | X_OK))
        snprintf(why, size, errno == EROFS ? "the folder '%s' is on a read-only file system"
                                           : "the folder '%s' is not writable by you", folder);
    return !why[0];
}

/* Where output to `path` lands: standard output, an existing file (device
 * and inode), or the name a new one will have (its folder resolved). */
struct destination {
    enum { TO_STDOUT, TO_FILE, TO_NAME } kind;
    bool device;   /* a character device (/dev/null): nothing there to overwrite */
    dev_t dev;
    ino_t ino;
    char name[PATH_MAX];
};

static void destination_of(const char *path, struct destination *d)
{
    memset(d, 0, sizeof *d);
    struct stat st, out;
    const bool exists = stat(path, &st) == 0;
    const bool have_out = fstat(STDOUT_FILENO, &out) == 0;
    if (output_is_stdout(path) || (exists && have_out && st.st_dev == out.st_dev && st.st_ino == out.st_ino)) {
        d->kind = TO_STDOUT;
        d->device = have_out && S_ISCHR(out.st_mode) && !isatty(STDOUT_FILENO);
    } else if (exists) {
        d->kind = TO_FILE;
        d->device = S_ISCHR(st.st_mode) && !S_ISREG(st.st_mode);
        d->dev = st.st_dev;
        d->ino = st.st_ino;
    } else {
        char file[PATH_MAX], folder[PATH_MAX], resolved[PATH_MAX];
        file_to_create(path, file, sizeof file);
        output_folder(file, folder, sizeof folder);
        const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
        d->kind = TO_NAME;
        if (!realpath(folder, resolved) || snprintf(d->name, sizeof d->name, "%s/%s", resolved, base) >= (int)sizeof d->name)
            snprintf(d->name, sizeof d->name, "%s", file);
    }
}

bool output_same(const char *a, const char *b)
{
    struct destination da, db;
    destination_of(a, &da);
    destination_of(b, &db);
    if (da.kind != db.kind || (da.device && db.device)) /* /dev/null twice: nothing lost */
        return false;
    return da.kind == TO_STDOUT || (da.kind == TO_FILE && da.dev == db.dev && da.ino == db.ino) ||
           (da.kind == TO_NAME && strcmp(da.name, db.name) == 0);
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

/* A file written in place (a hard link, /dev/shm) loses its old contents
 * when it is truncated: where `bytes` cannot fit (ulimit -f, the free space
 * of its file system), refuse first and leave it as it was. */
static void check_room(const char *path, int fd, uint64_t bytes)
{
    struct rlimit limit;
    if (getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && bytes > limit.rlim_cur)
        die(EXIT_RUNTIME, "cannot write %s: %llu bytes are more than the file size limit (ulimit -f: %llu); it is "
            "left as it was", path, (unsigned long long)bytes, (unsigned long long)limit.rlim_cur);
    struct statvfs fs;
    struct stat st;
    if (fstatvfs(fd, &fs) == 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        const uint64_t room = (uint64_t)fs.f_bavail * fs.f_frsize + (uint64_t)st.st_blocks * 512;
        if (bytes > room)
            die(EXIT_RUNTIME, "cannot write %s: %llu bytes, and its file system has room for %llu; it is left as it "
                "was", path, (unsigned long long)bytes, (unsigned long long)room);
    }
}

FILE *output_open(struct output_file *f, const char *path)
{
    return output_open_sized(f, path, 0);
}

void output_write_all(const char *path, const char *bytes, size_t size)
{
    struct output_file file;
    FILE *out = output_open_sized(&file, path, size);
    if (size && fwrite(bytes, 1, size, out) != size)
        die(EXIT_RUNTIME, "writing %s failed: %s", path, strerror(errno));
    output_commit(&file);
}

/* The first line of the file open on fd (at most size - 1 bytes, no newline). */
static void first_line(int fd, char *line, size_t size)
{
    ssize_t got = pread(fd, line, size - 1, 0);
    line[got > 0 ? got : 0] = '\0';
    line[strcspn(line, "\r\n")] = '\0';
    if (strncmp(line, "\xEF\xBB\xBF", 3) == 0) /* a UTF-8 BOM (Excel's): plot-timeline takes it too */
        memmove(line, line + 3, strlen(line + 3) + 1);
}

bool output_table_check(const char *path, const char *header, char *why, size_t size)
{
    if (!path || output_is_stdout(path))
        return true;
    const int fd = open(path, O_RDONLY | O_NONBLOCK);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0) {
        if (fd >= 0)
            close(fd);
        return true; /* none yet, empty, or not a file: output_check says whether it can be written */
    }
    char line[1024];
    first_line(fd, line, sizeof line);
    close(fd);
    if (strcmp(line, header) == 0)
        return true;
    snprintf(why, size, "its first line is not smooth's CSV header, so it is no table smooth wrote (-csv-rows "
             "appends to one: make it with -csv FILE, or name a new file)");
    return false;
}

/* All of `size` bytes to fd; false (errno set) if some could not be written. */
static bool write_fully(int fd, const char *bytes, size_t size)
{
    while (size > 0) {
        const ssize_t done = write(fd, bytes, size);
        if (done < 0 && errno == EINTR)
            continue;
        if (done <= 0) {
            if (done == 0)
                errno = ENOSPC;
            return false;
        }
        bytes += done;
        size -= (size_t)done;
    }
    return true;
}

void output_append(const char *path, const char *header, const char *bytes, size_t size)
{
    pending_watch_signals();
    struct stat before;
    const bool existed = stat(path, &before) == 0;
    char made[PATH_MAX] = ""; /* ours if new: removed if the run fails or is ended */
    int fd = existed ? open(path, O_RDWR | O_CREAT | O_APPEND, 0666) /* read too: its last byte */
                     : open_new(path, O_WRONLY | O_APPEND, made, sizeof made);
    if (fd < 0 && existed && errno == EACCES) /* a table we may write but not read: append all the same */
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0666);
    if (fd < 0)
        die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(errno));
    if (flock(fd, LOCK_EX) != 0)
        die(EXIT_RUNTIME, "cannot lock %s to append to it: %s", path, strerror(errno));
    struct stat st;
    char why[256];
    if (fstat(fd, &st) != 0)
        die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(errno));
    const bool regular = S_ISREG(st.st_mode);
    if (regular && !output_table_check(path, header, why, sizeof why))
        die(EXIT_RUNTIME, "cannot append to %s: %s", path, why); /* it changed since the run began */
    char last = '\n'; /* a table whose last line has no newline (an editor's): end it, or the row joins it */
    if (regular && st.st_size > 0 && pread(fd, &last, 1, st.st_size - 1) != 1)
        last = '\n';
    bool ok = !regular || st.st_size > 0 || (write_fully(fd, header, strlen(header)) && write_fully(fd, "\n", 1));
    ok = ok && (last == '\n' || write_fully(fd, "\n", 1)) && write_fully(fd, bytes, size);
    const int e = errno;
    if (!ok && regular) /* the rows that did not fit taken back */
        (void)!ftruncate(fd, st.st_size);
    close(fd); /* and the lock with it */
    if (!ok && made[0])
        unlink(made);
    if (made[0])
        pending_clear(made);
    if (!ok)
        die(EXIT_RUNTIME, "writing %s failed: %s; %s", path, strerror(e),
            existed ? "the table is left as it was" : "no file left");
}

FILE *output_open_sized(struct output_file *f, const char *path, uint64_t bytes)
{
    f->path = path;
    f->tmp[0] = '\0';
    f->made[0] = '\0';
    if (output_is_stdout(path)) {
        f->fp = stdout;
        return stdout;
    }
    pending_watch_signals();
    /* the file a symlink names is the one to replace, not the link */
    if (!realpath(path, f->target))
        snprintf(f->target, sizeof f->target, "%s", path);
    char folder[PATH_MAX];
    output_folder(f->target, folder, sizeof folder);

    struct stat st, link;
    const bool exists = stat(f->target, &st) == 0;
    const bool dangling = !exists && lstat(path, &link) == 0 && S_ISLNK(link.st_mode);
    const bool others = exists && st.st_uid != geteuid(); /* a file of another user's */
    /* Whole or nothing (a temporary file renamed into place) where the
       rename replaces just this file: a regular one (or none yet) with one
       name, in a folder we may write, ours (or root's to give back to its
       owner). Else write it directly: it keeps its owner and inode. */
    const bool direct = special(path) || special(f->target) || dangling ||
                        (exists && (!S_ISREG(st.st_mode) || st.st_nlink > 1)) || !may(folder, W_OK | X_OK) ||
                        (others && geteuid() != 0);
    if (direct) {
        /* an existing file without O_CREAT: another user's in a sticky
           folder (fs.protected_regular) may still be written */
        const int fd = exists ? open(f->target, O_WRONLY) : open_new(path, O_WRONLY | O_TRUNC, f->made, sizeof f->made);
        if (fd < 0)
            die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(errno));
        if (exists && bytes)
            check_room(path, fd, bytes);
        if ((exists && S_ISREG(st.st_mode) && ftruncate(fd, 0) != 0) || !(f->fp = fdopen(fd, "w")))
            die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(errno));
        return f->fp;
    }
    const int fd = pending_temporary(f->tmp, sizeof f->tmp, folder);
    if (fd < 0)
        die(EXIT_RUNTIME, "cannot write %s: %s", path, errno == ENAMETOOLONG ? "path too long" : strerror(errno));
    fchmod(fd, exists ? st.st_mode & 07777 : new_file_mode());
    if (exists && (others || st.st_gid != getegid()) && fchown(fd, others ? st.st_uid : (uid_t)-1, st.st_gid) != 0 &&
        others) {
        const int e = errno; /* root could not give it back: leave the file as it was */
        close(fd);
        unlink(f->tmp);
        pending_clear(f->tmp);
        die(EXIT_RUNTIME, "cannot write %s keeping its owner: %s", path, strerror(e));
    }
    f->fp = fdopen(fd, "w");
    if (!f->fp) {
        int e = errno;
        close(fd);
        unlink(f->tmp);
        pending_clear(f->tmp);
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
    if (f->made[0] && failed) /* a file this run made (through a dangling symlink): no truncated copy left */
        unlink(f->made);
    pending_clear(f->tmp[0] ? f->tmp : f->made);
    if (failed)
        die(EXIT_RUNTIME, "writing %s failed: %s", f->path, strerror(failed));
}
