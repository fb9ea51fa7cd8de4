#!/usr/bin/env bash
# samples.t - every output in sample_output/ is real and current: it starts
# with its exact command line, it was made by this version (a new version
# regenerates them: dev/make-samples), and scripts/grade recomputes every
# summary field with ./smooth -kernel cpu for the same options and finds them
# equal.
. "$(dirname "$0")/lib.sh"
samples=(sample_output/*.txt)
samples=("${samples[@]/sample_output\/devices.txt}")
files=()
for f in "${samples[@]}"; do [ -n "$f" ] && [ -f "$f" ] && files+=("$f"); done
[ ${#files[@]} -gt 0 ] || skip_all "no samples in sample_output/"

version=$("$SMOOTH" -version | awk '{ print $2 }')
for f in "${files[@]}"; do
    first=$(head -n 1 "$f")
    like "$f was made by this version (smooth $version; dev/make-samples)" "$(grep -m1 '^Program ' "$f")" \
        "^Program +:: smooth $(re_escape "$version") "
    like "$f starts with its command line" "$first" '^\$ \./smooth '
    is "$f: the command it ran is that one" "$(grep -m1 '^Command ' "$f" | sed 's/^Command *:: //')" "${first#\$ }"
    if grep -q -- '-verify' <<<"$first"; then
        like "$f: its -verify passed" "$(cat "$f")" '^Verify       :: PASS'
    fi
    if grep -qE -- '-kernel (global|sh1|sh16|sh18|opt)|-streams|-hybrid|-repeat' <<<"$first"; then
        like "$f names the device it ran on" "$(cat "$f")" '^Device       :: 0: NVIDIA'
    fi
done
scripts/grade "${files[@]}" >"$TMP/grade.out" 2>&1
status=$?
is "every sample's summary equals what ./smooth -kernel cpu computes (scripts/grade)" "$status" 0
[ "$status" = 0 ] || sed 's/^/# /' "$TMP/grade.out" | grep -E 'FAIL|grade:' | head -20

done_testing
