/* timer.c - unit tests of the timer module: medians, warm-up, row order. */
#include "tap.h"
#include "timer.h"

#include <string.h>

int main(void)
{
    static struct timer t;
    timer_init(&t);
    timer_add(&t, "B", 3.0, 0);
    timer_add(&t, "A", 1.0, 8e9);
    timer_add(&t, "B", 1.0, 0);
    timer_add(&t, "B", 2.0, 0);
    ok(t.nrows == 2 && strcmp(t.rows[0].label, "B") == 0 && strcmp(t.rows[1].label, "A") == 0,
       "rows keep the order in which labels first appear");
    ok(timer_median(&t, "B") == 2.0, "median of 3, 1, 2 is 2");
    timer_add(&t, "B", 10.0, 0);
    ok(timer_median(&t, "B") == 2.5, "median of an even count is the mean of the middle two");
    ok(timer_find(&t, "A")->bytes == 8e9, "a row keeps its byte count for GB/s");
    ok(timer_median(&t, "missing") == 0 && timer_find(&t, "missing") == NULL, "unknown labels read 0");

    t.discard = true;
    timer_add(&t, "A", 100.0, 0);
    timer_add(&t, "C", 100.0, 0);
    t.discard = false;
    ok(timer_find(&t, "A")->nsamples == 1 && timer_find(&t, "C") == NULL,
       "warm-up (discard) keeps no samples and adds no rows");

    /* timer_runs: a warm-up whose samples are dropped, then `repeat` kept */
    static struct timer u;
    timer_init(&u);
    int runs = 0, firsts = 0, warm = 0;
    for (struct timer_runs run = timer_runs(&u, 4, true); timer_runs_next(&run);) {
        ++runs;
        firsts += timer_runs_first(&run);
        warm += u.discard;
        timer_add(&u, "step", run.index < 0 ? 1000.0 : (double)run.index, 0);
    }
    ok(runs == 5 && firsts == 1 && warm == 1, "warm-up + 4 runs: 5 runs, one first, one discarded");
    ok(timer_find(&u, "step")->nsamples == 4 && timer_median(&u, "step") == 1.5 && !u.discard,
       "only the 4 kept runs are samples; the timer keeps samples again after the loop");
    runs = firsts = warm = 0;
    for (struct timer_runs run = timer_runs(&u, 1, false); timer_runs_next(&run);) {
        ++runs;
        firsts += timer_runs_first(&run) && run.index == 0;
        warm += u.discard;
    }
    ok(runs == 1 && firsts == 1 && warm == 0, "no warm-up: one run, kept, and it is the first");

    timer_start(&t, "wall");
    double t0 = wall_seconds();
    while (wall_seconds() - t0 < 0.01)
        ;
    timer_stop(&t);
    double s = timer_median(&t, "wall");
    ok(s >= 0.01 && s < 1.0, "start/stop measures wall time (%.4f s for a 10 ms spin)", s);
    ok(wall_resolution() > 0 && wall_resolution() <= 1e-3, "clock resolution %.1e s is fine enough",
       wall_resolution());
    struct timer m;
    timer_init(&m);
    const char *order[] = {"a", "b", "c", "d"};
    for (int i = 0; i < 4; ++i)
        timer_add(&m, order[i], 0.001 * (i + 1), 0);
    timer_move_last(&m, "b");
    timer_move_last(&m, "none"); /* no such row: nothing moves */
    ok(m.nrows == 4 && !strcmp(m.rows[0].label, "a") && !strcmp(m.rows[1].label, "c") &&
       !strcmp(m.rows[2].label, "d") && !strcmp(m.rows[3].label, "b") && timer_median(&m, "b") == 0.002,
       "timer_move_last: the row last, its samples with it, the others in their order");
    return done_testing();
}
