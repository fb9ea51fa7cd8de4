"""seedlines.py - the generator and seed an output states in forms other than one line of libc's words and a seed
(runs.stated_generator's own): a seed line beside a line naming the generator (`Generator: rand()` over `Seed: 1`,
a pretty-printed record's `"rng": "libc",` over `"seed": 1`), an echoed command's `-seed S` (`$ ./stencil -n 1000
-seed 1`, `argv: -rng counter -seed 1`), and a run's positional seed under the usage line that names it (`Usage:
./a.out N SEED` then `$ ./a.out 1000 1`). Read as no statement, a made-up count that the window allows stayed
PLAUSIBLE, with full marks, though the output said its data was the tutorial's. A compiled program's command with no
generator named (or a usage line's seed) states libc's only where the output's first MiB names libc's generator
(`rand()`, `srand`, `RAND_MAX`, `libc`) and no other (`mt19937`, `numpy`, `rand() % N`, ...): a seed alone says
nothing of the generator (a C++ program's `-seed 1` may seed mt19937); an interpreter's (`python3 run.py -seed 1`)
states none. Also the generator's vocabulary runs.py reads a seed's line with. Part of the grader (runs.stated_generator
asks it, for each of the first 100 lines that name a seed); each pattern bounded.
"""
import os
import re

# libc's generator named: libc, glibc, rand(), random(), srand/srandom named bare ('Seeded with 1 using srandom'),
# RAND_MAX ('rand()/RAND_MAX')
LIBC = r"(?:\bg?libc\b|(?<![\w.])random\s*\(\s*\)|(?<![\w.])rand\s*\(\s*\)|\bsrand(?:om)?\b|\bRAND_MAX\b)"
OTHER_GENERATOR = re.compile(r"(?i)rand48|rand_r|mt19937|mersenne|numpy|np\.random|curand|xorshift|"
                             r"pcg|std::|random\.seed|math\.random|java|minstd|philox|counter")
# rand() % N, rand() / 10000: another mapping of the generator's numbers to [0, 1), other data
OTHER_MAPPING = re.compile(r"\brand(?:om)?\s*\(\s*\)\s*%")
# smooth's other generator named with its option or key: '-rng counter', 'rng=counter', '"rng": "counter"', 'RNG:
# counter'
COUNTER = re.compile(r"(?i)\b(?:rng|generator)\b[\"']?[ \t]*(?:[:=]|::)?[ \t]*[\"']?counter\b")
_LIBC_NAMED = re.compile(r"(?i)" + LIBC)
_RNG_OPTION = re.compile(r"(?i)(?<!\S)--?rng(?:=|[ \t]+)([\w:.()-]+)")
# a line that is a seed and nothing else: 'Seed: 1', '"seed": 1,', 'seed = 1', '- rng_seed: 1'
_BARE_SEED = re.compile(r"(?i)[ \t\"'#*|>-]{0,8}(?:(?:random|rng|prng|initial)[ _]?)?seed[\"']?[ \t]*(?:::|[:=]|is)?"
                        r"[ \t]*(\d{1,10})[ \t]*[,;]?[ \t]*$")
_NEAR = 6  # the lines either side where the generator's line may be
# an echoed command's seed option, and the program it runs or the label of its words
_SEED_OPTION = re.compile(r"(?i)(?<!\S)--?(?:rng[_-]?)?seed(?:=|[ \t]+)(\d{1,10})(?![\w.])")
_PROGRAM = re.compile(r"(?:\.{1,2}[/\\]|~?/)[\w./\\-]*\w|[\w.-]+\.(?:exe|out)")
# what may come before the program a command runs: a prompt ('$', 'C:\\hw>', 'user@host:~/hw$'), a variable set
# ('OMP_NUM_THREADS=4'), a launcher and its options ('mpirun -np 4', 'srun -n 4', 'time')
_PROMPT = re.compile(r"\S{0,60}[$>#%]")
_LEAD = re.compile(r"\w+=\S*|-\S*|\d+|mpirun|mpiexec|srun|time|env|nohup|taskset|numactl|sudo|valgrind|perf|stat|"
                   r"(?:/usr)?/bin/time")
_COMMAND_LABEL = re.compile(r"(?i)\b(?:argv|args|arguments|command(?:[ _]line)?|cmd(?:line)?|invoked as|run as)\b"
                            r"[ \t]*(?:::|[:=])")
_INTERPRETED = re.compile(r"(?i)\b(?:python\d?(?:\.\d+)?|py|julia|rscript|r|node|java|octave|matlab|ruby|perl|lua|"
                          r"cargo|go|dotnet|mono|scala|ocaml|deno|bun)\b|\.(?:py|jl|r|js|m|rb|pl|lua|ipynb)\b|"
                          r"\btarget[/\\](?:release|debug)\b")  # (Rust's build folder: the rand crate's data)
# a usage line's positional arguments ('Usage: ./a.out N SEED', 'usage: stencil <n> <seed>')
_USAGE = re.compile(r"(?i)\busage\b[ \t]*:?[ \t]*(\S{1,100})((?:[ \t]+[\[<]?[A-Za-z_]\w{0,20}[\]>]?){1,8})[ \t]*"
                    r"(?:[(#][^\n]{0,200})?$")  # (a comment after the arguments: '(x filled with rand()/RAND_MAX)')
_RUNS = 50  # the lines that run the usage's program looked at
_HEAD = 1 << 20  # the characters where another generator named makes a bare command state nothing


def seed_beside(text, start, end):
    """(rng, seed) where the line text[start:end] is a seed alone ('Seed: 1') and a line within _NEAR of it names
    libc's generator ('Generator: rand()') or smooth's counter one ('"rng": "counter",'), and no other; else None."""
    m = _BARE_SEED.match(text, start, end) if end - start <= 300 else None
    if m is None:
        return None
    rng = None
    for line in _around(text, start, end):
        if "seed" in line.lower():
            continue  # (a seed line of its own: read for itself)
        counter = COUNTER.search(line)
        if OTHER_MAPPING.search(line) or OTHER_GENERATOR.search(COUNTER.sub(" ", line) if counter else line):
            return None  # (another generator beside the seed: 'Generator: PCG64')
        named = "counter" if counter else "libc" if _LIBC_NAMED.search(line) else None
        if named is None:
            continue
        if rng not in (None, named):
            return None
        rng = named
    return (rng, m.group(1)) if rng else None


def _around(text, start, end):
    """The _NEAR lines before the line text[start:end] and after it, each at most its first or last 300
    characters (no line past a longer one)."""
    at = start
    for _ in range(_NEAR):
        if at <= 0:
            break
        low = max(0, at - 1 - 300)
        begin = text.rfind("\n", low, at - 1) + 1 or low
        yield text[begin:at - 1]
        if begin == low and low > 0 and text[low - 1] != "\n":
            break  # (a line longer than 300 characters)
        at = begin
    at = end
    for _ in range(_NEAR):
        if at >= len(text):
            break
        high = min(len(text), at + 1 + 300)
        stop = text.find("\n", at + 1, high)
        if stop < 0:
            yield text[at + 1:high]
            break
        yield text[at + 1:stop]
        at = stop


def commanded(line):
    """(rng, seed, named) an echoed command on line states: its `-seed S` after the program it runs (not an
    interpreter's) or after a label of its words ('argv:'); rng from its `-rng` (libc or counter; another states
    none), libc where it names none (named False: the caller checks the output names no other generator)."""
    m = _SEED_OPTION.search(line)
    if m is None:
        return None
    before = line[:m.start()]
    if _INTERPRETED.search(before) or not (_COMMAND_LABEL.match(before.lstrip()) or _runs_program(before.split())):
        return None
    option = _RNG_OPTION.search(line)
    if option is None:
        return "libc", m.group(1), False
    rng = option.group(1).lower()
    return (rng, m.group(1), True) if rng in ("libc", "counter") else None


def _runs_program(words):
    """Whether a command's words (up to its seed option) run a compiled program: its first word a program
    ('./stencil', 'a.out', 'stencil.exe') after a prompt, variables set and a launcher's words only."""
    for i, word in enumerate(words):
        if _PROGRAM.fullmatch(word):
            return True
        if not (i == 0 and _PROMPT.fullmatch(word) or _LEAD.fullmatch(word)):
            return False
    return False


def usage_seed(text, line):
    """The seed a run of the program states where line is a usage line naming a positional SEED ('Usage: ./a.out N
    SEED'): the whole number at that place in the output's lines that run that program ('$ ./a.out 1000 1'), one
    seed in all of them; else None. (named False, as commanded's.)"""
    m = _USAGE.search(line)
    if m is None:
        return None
    program = m.group(1)
    names = [word.strip("[]<>").lower() for word in m.group(2).split()]
    places = [i for i, name in enumerate(names) if name in ("seed", "rng_seed", "random_seed", "seed_value")]
    if len(places) != 1 or _INTERPRETED.search(program):
        return None
    place, base = places[0], os.path.basename(program.replace("\\", "/"))
    if not base or base.lower() in ("seed", "n"):
        return None
    seeds, at, most = set(), 0, min(len(text), _HEAD)
    for _ in range(_RUNS):
        at = text.find(base, at, most)
        if at < 0:
            break
        begin = max(text.rfind("\n", max(0, at - 300), at) + 1, at - 300)
        stop = text.find("\n", at, min(most, at + 300))
        stop = stop if stop >= 0 else min(most, at + 300)
        run = text[begin:stop]
        at = stop
        words = run.split()
        runs_it = [i for i, word in enumerate(words) if word == program or word.endswith(("/" + base, "\\" + base))
                   or word == base]
        if not runs_it or "usage" in run.lower() or _INTERPRETED.search(run[:run.find(base)]):
            continue
        given = words[runs_it[0] + 1:]  # (a usage's last arguments may be left out: '[threads]')
        if not place < len(given) <= len(names) or any(word.startswith("-") for word in given):
            continue
        if not given[place].isdigit():
            continue
        seeds.add(int(given[place]))
    return ("libc", str(next(iter(seeds))), False) if len(seeds) == 1 else None


def libc_only_named(text):
    """Whether the output's first MiB names libc's generator (rand(), srand, RAND_MAX, libc) and no other generator
    or mapping: what makes a bare command's or a usage line's seed libc's."""
    head = text[:_HEAD]
    return bool(_LIBC_NAMED.search(head)) and not (OTHER_GENERATOR.search(head) or OTHER_MAPPING.search(head))
