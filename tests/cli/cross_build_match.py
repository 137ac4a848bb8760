#!/usr/bin/env python3
"""Games between the same AI level of two Rano builds, each deciding for its own seats at the
same time per decision: whether a faster engine plays stronger at an equal wait (issue 67).

Both builds run `rano-cli protocol` (docs/protocol.md) and are told every choice, so each
thinks on the very position the table holds; seats rotate from game to game. A benchmark,
not a test (docs/benchmarks.md):

    tests/cli/cross_build_match.py --a build/app/rano-cli --b /tmp/base/build/app/rano-cli \\
        --level hard --ms 50 --games 100 --players 2 --seed 9000
"""

import argparse
import json
import math
import subprocess
import sys


class Engine:
    def __init__(self, binary):
        self.binary = binary
        self.proc = subprocess.Popen([binary, "protocol"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, request):
        self.proc.stdin.write(json.dumps(request) + "\n")
        line = self.proc.stdout.readline()
        if not line:
            sys.exit(f"{self.binary} stopped answering at {request}")
        answer = json.loads(line)
        if not answer.get("ok"):
            sys.exit(f"{self.binary} refused {request}: {answer}")
        return answer

    def close(self):
        self.proc.stdin.write('{"cmd":"quit"}\n')
        self.proc.stdin.close()
        self.proc.wait()


def wilson(wins, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return ((centre - spread) / (1 + z * z / n), (centre + spread) / (1 + z * z / n))


def play(engines, seat_engine, args, seed):
    new = {"cmd": "new", "game": args.game, "players": args.players, "seed": seed}
    if args.game == "volcanic-isle":
        new["continent"] = args.continent
    for e in engines:
        e.ask(new)
    referee = engines[0]
    decisions = 0
    while True:
        legal = referee.ask({"cmd": "legal"})
        if legal["over"]:
            break
        mover = seat_engine[legal["player"]]
        choice = mover.ask({"cmd": "ai", "level": args.level, "ms": args.ms,
                            "seed": seed * 1000 + decisions})["choice"]
        for e in engines:
            e.ask({"cmd": "apply", "choice": choice})
        decisions += 1
    winners = referee.ask({"cmd": "scores"})["winners"]
    state = referee.ask({"cmd": "state"})["state"]
    return winners, state.get("round"), decisions


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True, help="the build measured (its rano-cli)")
    parser.add_argument("--b", required=True, help="the build it is measured against")
    parser.add_argument("--game", default="volcanic-isle")
    parser.add_argument("--continent", default="standard")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--ms", type=int, default=50)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=9000)
    args = parser.parse_args()

    a, b = Engine(args.a), Engine(args.b)
    score = 0.0
    for g in range(args.games):
        seed = args.seed + g
        # A takes seat g % players; B every other seat.
        seat_engine = [a if seat == g % args.players else b for seat in range(args.players)]
        winners, rounds, decisions = play([a, b], seat_engine, args, seed)
        share = 1.0 / len(winners) if winners else 0.0
        won = share if (g % args.players) in winners else 0.0
        score += won
        print(json.dumps({"game": g + 1, "seed": seed, "a_seat": g % args.players,
                          "winners": winners, "a_score": won, "rounds": rounds,
                          "decisions": decisions}), flush=True)
    low, high = wilson(score, args.games)
    print(json.dumps({"games": args.games, "a_wins": score,
                      "a_share": score / args.games, "wilson95": [round(low, 3), round(high, 3)],
                      "a": args.a, "b": args.b, "level": args.level, "ms": args.ms,
                      "players": args.players, "seed": args.seed}), flush=True)
    a.close()
    b.close()


if __name__ == "__main__":
    main()
