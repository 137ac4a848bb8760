# Python model of engine/volcanic/generator.cpp's heart re-tiling, with optional R1 pruning.
import random, sys, time
from model import *


def split(cat, mu):
    ring = [p for p in mu['tiles'] if cat[p[0]]['coast']]
    heart_tiles = [p[0] for p in mu['tiles'] if not cat[p[0]]['coast']]
    heart = sorted(board_hex(cat[t], pos, k, s) for t, pos, k in mu['tiles'] if not cat[t]['coast']
                   for s in range(len(cat[t]['spaces'])))
    return ring, heart_tiles, heart


class Tiler:
    def __init__(self, cat, ring, heart, tiles, rng, prune=False, mrv=False):
        self.cat, self.heart, self.tiles, self.rng, self.prune, self.mrv = cat, heart, tiles, rng, prune, mrv
        self.idx = {h: i for i, h in enumerate(heart)}
        # fixed ring cells: hex -> (tile, crater?)
        self.owner = {}
        for t, pos, k in ring:
            for s in range(len(cat[t]['spaces'])):
                self.owner[board_hex(cat[t], pos, k, s)] = (t, cat[t]['crater'] == s)
        self.covered = [False] * len(heart); self.used = set(); self.chosen = []
        # precompute candidate placements per tile: list of (placement, cells, crater hex)
        self.cands = {}
        hs = set(heart)
        for t in tiles:
            d = cat[t]; out = {}
            for h in heart:
                for k in range(6):
                    for sp in d['spaces']:
                        pos = sub(h, rot(sp, k))
                        cs = tuple(board_hex(d, pos, k, s) for s in range(len(d['spaces'])))
                        if all(c in hs for c in cs):
                            out[(frozenset(cs), cs[d['crater']] if d['crater'] >= 0 else None)] = (t, pos, k, cs)
            self.cands[t] = list(out.values())
        self.bycell = {}
        for t in tiles:
            for c in self.cands[t]:
                for h in c[3]: self.bycell.setdefault(h, []).append(c)

    def r1_ok(self, t, cs, crater):
        """placement meets each already-placed neighbour tile along at least one non-crater pair;
        pairs whose contact is still incomplete are fine only if... (we check only placed tiles:
        contact between two placed tiles is final once both are down)."""
        contact = {}
        for h in cs:
            ch = h == crater
            for d in range(6):
                n = nb(h, d)
                o = self.owner.get(n)
                if o is None or o[0] == t: continue
                contact[o[0]] = contact.get(o[0], False) or (not ch and not o[1])
        return all(contact.values())

    def run(self, budget, accept):
        self.budget = budget
        return self.search(accept)

    def search(self, accept):
        free = [i for i, c in enumerate(self.covered) if not c]
        if not free:
            return accept(list(self.chosen))
        def valid(h):
            out = []
            for c in self.bycell[h]:
                if c[0] in self.used or any(self.covered[self.idx[x]] for x in c[3]): continue
                if self.mrv and self.prune:
                    d = self.cat[c[0]]; cr = c[3][d['crater']] if d['crater'] >= 0 else None
                    if not self.r1_ok(c[0], c[3], cr): continue
                out.append(c)
            return out
        if self.mrv:
            best = None
            for i in free:
                o = valid(self.heart[i])
                if best is None or len(o) < len(best): best = o
                if not o: break
            opts = best
        else:
            opts = valid(self.heart[free[0]])
        # generator shuffles (tile, rotation, anchor) candidates: duplicates of a symmetric
        # tile weight it more; we keep the distinct placements only (close enough for rates)
        self.rng.shuffle(opts)
        for t, pos, k, cs in opts:
            self.budget -= 1
            if self.budget < 0: return False
            d = self.cat[t]; crater = cs[d['crater']] if d['crater'] >= 0 else None
            if self.prune and not self.r1_ok(t, cs, crater): continue
            for x in cs: self.covered[self.idx[x]] = True; self.owner[x] = (t, x == crater)
            self.used.add(t); self.chosen.append((t, pos, k))
            if self.search(accept): return True
            self.chosen.pop(); self.used.discard(t)
            for x in cs: self.covered[self.idx[x]] = False; del self.owner[x]
        return False


def inner_touch(cat, chosen):
    return not [p for p in inner_zone_problems(cat, chosen) if p[0] == 'InnerTouches']
