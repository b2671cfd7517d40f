#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A sequential probability ratio test between two engines (bench/sprt.sh).

The arithmetic is the generalised SPRT (GSPRT) with the normal
approximation: for n independent outcomes x_1..x_n with sample mean m and
sample variance v, the log-likelihood ratio of "expected score s1" against
"expected score s0" is

    LLR = n * (s1 - s0) * (2 m - s0 - s1) / (2 v)

where s0, s1 are the scores the Elo bounds elo0, elo1 stand for on the
logistic curve, s = 1 / (1 + 10^(-elo / 400)).  The outcomes are game pairs
(the same opening, colours swapped), each scored 0, 1/4, 1/2, 3/4 or 1
(pentanomial), or single games scored 0, 1/2, 1 (trinomial).  The test
stops at LLR >= log((1 - beta) / alpha) ("gain": the new build is at least
elo1 better) or LLR <= log(beta / (1 - alpha)) ("no gain": at most elo0).

Run as a program it reads `chimera-cli match` output (one "game N: ..."
line per game, the new build playing White in odd-numbered games) and stops
the match once the test decides:

    sprt.py [--elo0 E0] [--elo1 E1] [--alpha A] [--beta B] [--min-games N]
            -- MATCH-COMMAND...

No verdict comes before N games (default 200).
"""
import argparse
import math
import re
import subprocess
import sys

# A game pair's result for the new build: 0..4 half points over two games.
PAIR_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)
GAME_SCORES = (0.0, 0.5, 1.0)


def score_of_elo(elo):
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def bounds(alpha, beta):
    """(lower, upper): stop with "no gain" at or below lower, "gain" at or above upper."""
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def llr(counts, scores, elo0, elo1):
    """The GSPRT log-likelihood ratio for `counts[i]` outcomes of score
    `scores[i]`.  0 while the outcomes have no spread (too few to say)."""
    n = sum(counts)
    if n == 0:
        return 0.0
    mean = sum(c * x for c, x in zip(counts, scores)) / n
    var = sum(c * (x - mean) ** 2 for c, x in zip(counts, scores)) / n
    if var <= 0.0:
        return 0.0
    s0, s1 = score_of_elo(elo0), score_of_elo(elo1)
    return n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)


def llr_pentanomial(pairs, elo0, elo1):
    return llr(pairs, PAIR_SCORES, elo0, elo1)


def llr_trinomial(losses, draws, wins, elo0, elo1):
    return llr((losses, draws, wins), GAME_SCORES, elo0, elo1)


def decide(value, alpha, beta):
    lo, hi = bounds(alpha, beta)
    if value >= hi:
        return "gain"
    if value <= lo:
        return "no gain"
    return None


GAME_LINE = re.compile(r"^game (\d+): .* (1-0|0-1|1/2-1/2) \(")


def new_score(number, result):
    """The new build's points in game `number` (it is White in odd ones)."""
    white = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[result]
    return white if number % 2 == 1 else 1.0 - white


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--elo0", type=float, default=0.0)
    ap.add_argument("--elo1", type=float, default=10.0)
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--beta", type=float, default=0.05)
    # The variance is estimated from the games: over a handful of pairs it
    # can come out tiny and the LLR leap past a bound by chance (seen here:
    # "gain" after 12 games), so no verdict comes before this many games.
    ap.add_argument("--min-games", type=int, default=200)
    ap.add_argument("command", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.command[1:] if a.command[:1] == ["--"] else a.command
    if not cmd:
        ap.error("no match command")
    lo, hi = bounds(a.alpha, a.beta)
    print(f"SPRT elo0 {a.elo0:g} elo1 {a.elo1:g} alpha {a.alpha:g} beta {a.beta:g}: "
          f"stop at LLR <= {lo:.3f} (no gain) or >= {hi:.3f} (gain)", flush=True)
    pairs = [0] * 5
    wdl = [0, 0, 0]  # losses, draws, wins of the new build
    pending = None
    verdict = None
    flagged = [0, 0]  # games the new build and the base lost on time
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    for line in proc.stdout:
        m = GAME_LINE.match(line)
        if not m:
            continue
        number = int(m.group(1))
        s = new_score(number, m.group(2))
        wdl[int(s * 2)] += 1
        if "on time" in line:
            flagged[0 if s == 0 else 1] += 1
        if number % 2 == 1:
            pending = s
            continue
        pairs[int((pending + s) * 2)] += 1
        pending = None
        value = llr_pentanomial(pairs, a.elo0, a.elo1)
        games = sum(wdl)
        points = wdl[2] + 0.5 * wdl[1]
        print(f"games {games:5d}  +{wdl[2]} ={wdl[1]} -{wdl[0]}  {100.0 * points / games:5.1f}%  "
              f"pairs {pairs}  LLR {value:7.3f}", flush=True)
        verdict = decide(value, a.alpha, a.beta) if games >= a.min_games else None
        if verdict:
            proc.terminate()
            break
    status = proc.wait()
    if not verdict and sum(wdl) == 0:
        print(f"result: no game played (the match ended with status {status})")
        return 1
    print(f"lost on time: new {flagged[0]}, base {flagged[1]}")
    print(f"result: {verdict or 'undecided (game limit reached)'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
