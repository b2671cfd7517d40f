#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The SPRT arithmetic of bench/sprt.py against values worked out by hand and
# against a second way of computing them (sums of scores and of squares),
# and its driver on a scripted match.  Prints TAP.
#   test-sprt.py BENCH-DIR
import importlib.util
import math
import subprocess
import sys

spec = importlib.util.spec_from_file_location("sprt", sys.argv[1] + "/sprt.py")
sprt = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sprt)

n = 0
failed = 0


def ok(cond, what):
    global n, failed
    n += 1
    print(("ok" if cond else "not ok") + f" {n} - {what}")
    if not cond:
        failed += 1


def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(b))


# Bounds where s0 = 1/4 and s1 = 3/4 exactly: 10^(e/400) = 3.
E = 400.0 * math.log10(3.0)
ok(close(sprt.score_of_elo(E), 0.75) and close(sprt.score_of_elo(-E), 0.25),
   "Elo +-400 log10(3) are scores 3/4 and 1/4")

# By hand: pairs scoring 1/2, 3/4, 3/4, 1: mean 3/4, variance 1/32;
# LLR = 4 * (1/2) * (2 * 3/4 - 1) / (2/32) = 16.
ok(close(sprt.llr_pentanomial([0, 0, 1, 2, 1], -E, E), 16.0), "pentanomial LLR 16 by hand")
# By hand: games +3 =1 -0: mean 7/8, variance 3/64; LLR = 4 * (1/2) * (3/4) / (6/64) = 16.
ok(close(sprt.llr_trinomial(0, 1, 3, -E, E), 16.0), "trinomial LLR 16 by hand")
# Mirror image: the same counts the other way round give -16.
ok(close(sprt.llr_pentanomial([1, 2, 1, 0, 0], -E, E), -16.0), "pentanomial LLR -16 by hand")
# No spread yet: nothing to say.
ok(sprt.llr_pentanomial([0, 0, 3, 0, 0], 0, 5) == 0.0, "no spread, LLR 0")
ok(sprt.llr_trinomial(0, 0, 0, 0, 5) == 0.0, "no games, LLR 0")


def by_sums(counts, scores, elo0, elo1):
    """The same statistic from sums of scores and squares."""
    cnt = sum(counts)
    s = sum(c * x for c, x in zip(counts, scores))
    q = sum(c * x * x for c, x in zip(counts, scores))
    var = q / cnt - (s / cnt) ** 2
    p0 = 1 / (1 + 10 ** (-elo0 / 400))
    p1 = 1 / (1 + 10 ** (-elo1 / 400))
    # log of the ratio of two normal likelihoods with a common variance
    return (s * (p1 - p0) - cnt * (p1 * p1 - p0 * p0) / 2) / var


for counts, e0, e1 in (([10, 20, 40, 20, 10], 0, 5), ([3, 41, 102, 60, 9], 0, 5),
                       ([7, 30, 80, 25, 2], -3, 2), ([0, 5, 50, 70, 30], 0, 10)):
    want = by_sums(counts, sprt.PAIR_SCORES, e0, e1)
    got = sprt.llr_pentanomial(counts, e0, e1)
    ok(close(got, want, 1e-9), f"pentanomial {counts} [{e0}, {e1}]: {got:.6f} = {want:.6f}")
want = by_sums([120, 300, 150], sprt.GAME_SCORES, 0, 5)
ok(close(sprt.llr_trinomial(120, 300, 150, 0, 5), want), "trinomial by sums")

lo, hi = sprt.bounds(0.05, 0.05)
ok(close(hi, math.log(19)) and close(lo, -math.log(19)), "bounds +-log 19 for alpha = beta = 0.05")
ok(sprt.decide(3.0, 0.05, 0.05) == "gain" and sprt.decide(-3.0, 0.05, 0.05) == "no gain"
   and sprt.decide(2.9, 0.05, 0.05) is None, "decide at the bounds")
ok(sprt.new_score(1, "1-0") == 1.0 and sprt.new_score(2, "1-0") == 0.0
   and sprt.new_score(2, "1/2-1/2") == 0.5, "the new build is White in odd games")

# The driver on a scripted match: pairs scoring 1/2, 1/2 (no spread, LLR 0),
# then 3/4: mean 7/12, variance 1/72, LLR = 3 * (1/2) * (1/6) * 36 = 9 by
# hand, past log 19: "gain" after 6 games, the fourth pair never read.
games = ["1-0", "1-0", "1/2-1/2", "1/2-1/2", "1-0", "1/2-1/2", "1-0", "0-1"]
script = "".join(f"echo 'game {i + 1}: a - b {r} (x, 9 plies)'; " for i, r in enumerate(games))
def driver(min_games):
    return subprocess.run([sys.executable, sys.argv[1] + "/sprt.py", "--elo0", str(-E), "--elo1",
                           str(E), "--min-games", str(min_games), "--", "sh", "-c", script],
                          capture_output=True, text=True).stdout
out = driver(0)
ok("games     6" in out and "LLR   9.000" in out and "result: gain" in out
   and "games     8" not in out, "the driver stops with gain after 3 pairs at LLR 9")
# With a minimum of 8 games it reads them all before it decides.
out8 = driver(8)
ok("games     6" in out8 and "games     8" in out8 and "result: gain" in out8,
   "no verdict before the minimum number of games")
# The default minimum (200) is beyond the script: no verdict at all.
out_default = subprocess.run([sys.executable, sys.argv[1] + "/sprt.py", "--elo0", str(-E),
                              "--elo1", str(E), "--", "sh", "-c", script],
                             capture_output=True, text=True).stdout
ok("result: undecided" in out_default, "by default no verdict before 200 games")
if failed:
    print("# " + out.replace("\n", "\n# "))
print(f"1..{n}")
sys.exit(1 if failed else 0)
