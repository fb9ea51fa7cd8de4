/*
 * option_table.h - the options, one row each (option_table.c), for the
 * parser (options.c) and -help: each row names the option, the kind of
 * value it takes, where that goes in struct options, its limits, its
 * default and its help text. Internal to those two files.
 */
#ifndef SMOOTH_OPTION_TABLE_H
#define SMOOTH_OPTION_TABLE_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "smooth.h"

enum value_kind {
    VALUE_FLAG,    /* no value: sets a bool */
    VALUE_INT,     /* a whole number, min..max, in an int or an int64_t */
    VALUE_FLOAT,   /* a finite float */
    VALUE_SEED,    /* a whole number 0..2^64-1 */
    VALUE_BYTES,   /* a size: bytes, or a number with K, M, G or T */
    VALUE_CHOICE,  /* one of `choices`, stored as its index (an enum) */
    VALUE_ON_OFF,  /* on or off, stored as a bool */
    VALUE_TEXT,    /* any text: a name, a file */
    VALUE_CUSTOM,  /* its own parser, given the value or NULL (an optional value left out) */
    VALUE_HELP,    /* print -help and exit */
    VALUE_VERSION  /* print -version and exit */
};

#define NO_FIELD ((size_t)-1)

struct option_spec {
    const char *name, *alias;     /* -name, and another name for it */
    enum value_kind kind;
    size_t offset, width;         /* where the value goes in struct options */
    int64_t min, max;             /* VALUE_INT */
    int64_t (*max_of)(void);      /* VALUE_INT: max, when it is computed */
    const char *const *choices;   /* VALUE_CHOICE, NULL-terminated */
    void (*parse)(struct options *opt, const char *value);  /* VALUE_CUSTOM */
    bool (*optional)(const char *word); /* an optional value: is the next word it? */
    size_t given;                 /* a bool set when the option is given, or NO_FIELD */
    const char *initial;          /* the default, parsed as a value; NULL: zero (false, none) */
    /* -help */
    const char *section;          /* a heading before this option */
    const char *usage;            /* the left column; NULL: shown with the option above */
    const char *help;
    const char *shown;            /* the default as -help shows it; NULL: none */
    void (*more)(FILE *out);      /* lines after the help text */
};

extern const struct option_spec specs[];
extern const int option_count;

/* getopt's table, made from the rows (make_long_options): each name and
 * alias, its value the row's index. */
extern struct option long_options[];
void make_long_options(void);

/* The parsers and optional-value tests some rows name (option_table.c). */
void parse_hybrid(struct options *opt, const char *value);
void parse_csv(struct options *opt, const char *path);
void parse_csv_rows(struct options *opt, const char *path);
void parse_json(struct options *opt, const char *path);
bool hybrid_value(const char *word);
bool file_value(const char *word);

#endif
