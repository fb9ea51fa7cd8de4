/*
 * pending.h - the files a run has made but not yet committed (io.c's
 * temporary files, and files a dangling symlink made), removed if the run
 * dies (die) or a signal whose default ends the process ends it.
 */
#ifndef SMOOTH_PENDING_H
#define SMOOTH_PENDING_H

#include <stddef.h>

/* Installs the handlers (once); a signal the run was started ignoring stays ignored. */
void pending_watch_signals(void);

/* Watch `path` / stop watching it (it was committed, or removed). */
void pending_add(const char *path);
void pending_clear(const char *path);

/* A temporary file in `folder` (name into tmp), watched before it exists:
 * one watched only after its making would be left behind by a signal in
 * between, in any thread. The name holds our pid, and O_EXCL never takes
 * another's file. The open descriptor, or -1 and errno (ENAMETOOLONG). */
int pending_temporary(char *tmp, size_t size, const char *folder);

#endif
