/* io.c - whole-or-nothing output files (see io.h). */
#include "io.h"
#include "check.h"
#include "smooth.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

FILE *output_open(struct output_file *f, const char *path)
{
    struct stat st;
    f->path = path;
    f->tmp[0] = '\0';
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        f->fp = fopen(path, "w");
        if (!f->fp)
            die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(errno));
        return f->fp;
    }
    if (snprintf(f->tmp, sizeof f->tmp, "%s.tmp.XXXXXX", path) >= (int)sizeof f->tmp)
        die(EXIT_RUNTIME, "cannot write %s: path too long", path);
    int fd = mkstemp(f->tmp);
    if (fd < 0)
        die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(errno));
    fchmod(fd, 0644);
    f->fp = fdopen(fd, "w");
    if (!f->fp) {
        int e = errno;
        close(fd);
        unlink(f->tmp);
        die(EXIT_RUNTIME, "cannot write %s: %s", path, strerror(e));
    }
    return f->fp;
}

void output_commit(struct output_file *f)
{
    int failed = ferror(f->fp) ? (errno ? errno : EIO) : 0;
    if (fflush(f->fp) != 0 && !failed)
        failed = errno;
    if (fclose(f->fp) != 0 && !failed)
        failed = errno;
    if (!failed && f->tmp[0] && rename(f->tmp, f->path) != 0)
        failed = errno;
    if (failed) {
        if (f->tmp[0])
            unlink(f->tmp);
        die(EXIT_RUNTIME, "writing %s failed: %s", f->path, strerror(failed));
    }
}
