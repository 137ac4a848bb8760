# Python port of engine/volcanic/validator.cpp (+ R1/R2 + geyser facing), for modified catalogues.
import json
D = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
NINNER, NVOLC = 5, 8


def rot(h, k):
    q, r = h
    for _ in range(k % 6):
        q, r = q + r, -q
    return (q, r)


def add(a, b): return (a[0] + b[0], a[1] + b[1])
def sub(a, b): return (a[0] - b[0], a[1] - b[1])
def nb(h, d): return add(h, D[d % 6])
def rdir(d, k): return (d + k) % 6


def load_cat(path):
    out = {}
    for t in json.load(open(path))['tiles']:
        out[t['id']] = dict(id=t['id'], spaces=[tuple(s) for s in t['spaces']], crater=t['crater'],
                            channels=list(t['channels']),
                            geysers=[(g['space'], g['side']) for g in t['geysers']],
                            coast=set(tuple(c) for c in t['coast']))
    return out


def load_cont(path):
    j = json.load(open(path))
    return dict(tiles=[(p['tile'], (p['q'], p['r']), p['rotation']) for p in j['tiles']],
                bays=[(b['q'], b['r']) for b in j.get('bays', [])], name=j.get('name', ''))


def save_cat(cat, path):
    tiles = []
    for i in sorted(cat):
        t = cat[i]
        tiles.append({'id': i, 'spaces': [list(s) for s in t['spaces']], 'crater': t['crater'],
                      'channels': list(t['channels']),
                      'geysers': [{'side': g[1], 'space': g[0]} for g in t['geysers']],
                      'coast': [list(c) for c in sorted(t['coast'])]})
    json.dump({'format': 'rano-tiles', 'version': 1, 'tiles': tiles}, open(path, 'w'), indent=1)


def save_cont(cont, path, name='Mu'):
    json.dump({'format': 'rano-continent', 'version': 1, 'name': name, 'author': 'Rano',
               'tiles': [{'tile': t, 'q': p[0], 'r': p[1], 'rotation': k} for t, p, k in sorted(cont['tiles'])],
               'bays': [{'q': b[0], 'r': b[1]} for b in cont['bays']]}, open(path, 'w'), indent=1)


def outline(t):
    sp = t['spaces']
    return [(s, d) for s in range(len(sp)) for d in range(6) if nb(sp[s], d) not in sp]


def board_hex(t, pos, k, s): return add(pos, rot(t['spaces'][s], k))


def check_tile(t):
    """catalogue_json.cpp checkTile + 1-3 spaces + touching; returns list of problems."""
    pr = []
    sp = t['spaces']; vol = t['id'] <= NVOLC
    if not 1 <= len(sp) <= 3: pr.append('size')
    # connected
    seen = {sp[0]}; st = [sp[0]]
    while st:
        h = st.pop()
        for d in range(6):
            n = nb(h, d)
            if n in sp and n not in seen: seen.add(n); st.append(n)
    if len(seen) != len(sp): pr.append('not touching')
    if vol and t['crater'] < 0: pr.append('no crater')
    if not vol and t['crater'] >= 0: pr.append('crater on non-volcano')
    if vol and not 2 <= len(t['channels']) <= 3: pr.append('channels count')
    if len(set(t['channels'])) != len(t['channels']): pr.append('channel twice')
    ol = outline(t)
    for c in t['coast']:
        if c not in ol: pr.append('coast inside %s' % (c,))
    if t['id'] <= NINNER and t['coast']: pr.append('inner with coast')
    if vol and t['id'] > NINNER and not t['coast']: pr.append('coastal volcano without coast')
    per = {}
    for g in t['geysers']:
        if g[0] == t['crater']: pr.append('geyser in crater')
        per[g[0]] = per.get(g[0], 0) + 1
        if per[g[0]] > 2: pr.append('>2 geysers')
        if g not in ol: pr.append('geyser inside')
        if g in t['coast']: pr.append('geyser faces coast')
    return pr


def cells_of(cat, tiles):
    """hex -> (index, tile, space); overlaps listed"""
    cells, over = {}, []
    for i, (tid, pos, k) in enumerate(tiles):
        t = cat[tid]
        for s in range(len(t['spaces'])):
            h = board_hex(t, pos, k, s)
            if h in cells: over.append((cells[h][1], tid)); continue
            cells[h] = (i, tid, s)
    return cells, over


def enclosed_sea(land):
    if not land: return []
    qs = [h[0] for h in land]; rs = [h[1] for h in land]
    q0, q1, r0, r1 = min(qs) - 1, max(qs) + 1, min(rs) - 1, max(rs) + 1
    inb = lambda h: q0 <= h[0] <= q1 and r0 <= h[1] <= r1
    out = {(q0, r0)}; st = [(q0, r0)]
    while st:
        h = st.pop()
        for d in range(6):
            n = nb(h, d)
            if inb(n) and n not in land and n not in out: out.add(n); st.append(n)
    holes, done = [], set()
    for q in range(q0, q1 + 1):
        for r in range(r0, r1 + 1):
            h = (q, r)
            if h in land or h in out or h in done: continue
            hole = [h]; todo = [h]; done.add(h)
            while todo:
                x = todo.pop()
                for d in range(6):
                    n = nb(x, d)
                    if n not in land and n not in out and n not in done:
                        done.add(n); hole.append(n); todo.append(n)
            holes.append(hole)
    return holes


def inner_zone_problems(cat, tiles):
    inner = {}
    for tid, pos, k in tiles:
        if 1 <= tid <= NINNER and tid in cat:
            t = cat[tid]
            for s in range(len(t['spaces'])):
                inner.setdefault(board_hex(t, pos, k, s), tid)
    touches = {}
    for h, t in inner.items():
        for d in range(6):
            o = inner.get(nb(h, d))
            if o is not None and o != t: touches.setdefault(t, set()).add(o)
    uses = {}
    for tid, _, _ in tiles: uses[tid] = uses.get(tid, 0) + 1
    pr = []
    for t in range(1, NINNER + 1):
        if uses.get(t) != 1: continue
        if len(touches.get(t, ())) < 2: pr.append(('InnerTouches', t))
    for hole in enclosed_sea(set(inner)): pr.append(('InnerGap', hole[0]))
    return pr


def open_straight_sides(cat, tiles):
    land = set(cells_of(cat, tiles)[0])
    out = []
    for tid, pos, k in tiles:
        t = cat[tid]
        for s, d in outline(t):
            if (s, d) in t['coast']: continue
            at = board_hex(t, pos, k, s); dd = rdir(d, k)
            if nb(at, dd) not in land: out.append((tid, at, dd))
    return out


def validate(cat, cont):
    tiles = cont['tiles']; pr = []
    uses = {}
    for tid, pos, k in tiles:
        if tid not in cat: pr.append(('NoSuchTile', tid)); continue
        uses[tid] = uses.get(tid, 0) + 1
        if not 0 <= k < 6: pr.append(('BadRotation', tid))
    for t in cat:
        if uses.get(t, 0) > 1: pr.append(('PlacedTwice', t))
    miss = [t for t in cat if uses.get(t, 0) == 0]
    if miss: pr.append(('Missing', miss))
    cells, over = cells_of(cat, tiles)
    for o in sorted(set(tuple(sorted(x)) for x in over)): pr.append(('Overlap', o))
    clash = set()
    for h, (i, tid, s) in cells.items():
        k = tiles[i][2]
        for d in range(6):
            o = cells.get(nb(h, d))
            if o is None or o[0] == i: continue
            if (s, rdir(d, -k)) in cat[tid]['coast']:
                key = tuple(sorted((tid, o[1])))
                if key not in clash: clash.add(key); pr.append(('CoastMeets', key))
    opn = {}
    for o in open_straight_sides(cat, tiles): opn.setdefault(o[0], []).append(o)
    for t in sorted(opn): pr.append(('OpenSides', t, len(opn[t])))
    land = set(cells)
    cut = False
    if land:
        def reach(join):
            s0 = min(land); seen = {s0}; st = [s0]
            while st:
                h = st.pop()
                for d in range(6):
                    n = nb(h, d)
                    if n in land and n not in seen and join(h, n): seen.add(n); st.append(n)
            return seen
        r = reach(lambda a, b: True)
        if len(r) != len(land): cut = True; pr.append(('CutOff', sorted({cells[h][1] for h in land - r})))
        if not cut:
            cr = lambda c: cat[c[1]]['crater'] == c[2]
            r2 = reach(lambda a, b: cells[a][0] == cells[b][0] or (not cr(cells[a]) and not cr(cells[b])))
            if len(r2) != len(land): pr.append(('HeldByCrater',))
    for hole in enclosed_sea(land): pr.append(('Hole', hole[0]))
    pr += inner_zone_problems(cat, tiles)
    holes = set(h for hole in enclosed_sea(land) for h in hole)
    if not cont['bays']: pr.append(('NoBay',))
    for i, b in enumerate(cont['bays']):
        if b in land: pr.append(('BayOnLand', i)); continue
        if b in holes: pr.append(('BayInHole', i)); continue
        if not any(nb(b, d) in land for d in range(6)): pr.append(('BayAwayFromCoast', i))
        if b in cont['bays'][:i]: pr.append(('SameBay', i))
    return pr


def phase_of(t): return 1 if t <= NINNER else 2 if t <= NVOLC else 3


def open_edges(mine, opn):
    if not opn: return 0
    isopen = set((o[1], o[2]) for o in opn)
    h0, d0 = opn[0][1], opn[0][2]
    h, d = h0, d0; outl = []
    while True:
        outl.append((h, d) in isopen)
        n = nb(h, (d + 1) % 6)
        if n in mine: h = n; d = (d + 5) % 6
        else: d = (d + 1) % 6
        if h == h0 and d == d0: break
    e = sum(1 for i in range(len(outl)) if outl[i] and not outl[i - 1])
    return max(e, 1)


def placement_step(cat, placed, nxt, phase):
    pr = []
    tid, pos, k = nxt
    if phase_of(tid) != phase: pr.append('WrongPhase')
    down = {}
    dtiles = set()
    for i, (t2, p2, k2) in enumerate(placed):
        dtiles.add(t2)
        for s in range(len(cat[t2]['spaces'])): down.setdefault(board_hex(cat[t2], p2, k2, s), (i, s))
    if tid in dtiles: return ['AlreadyPlaced']
    need = 0 if phase == 1 else NINNER if phase == 2 else NVOLC
    if any(t not in dtiles for t in range(1, need + 1)): pr.append('PhaseNotOpen')
    t = cat[tid]
    mine = set(board_hex(t, pos, k, s) for s in range(len(t['spaces'])))
    overl, touched, opn = set(), set(), []
    for s in range(len(t['spaces'])):
        h = board_hex(t, pos, k, s)
        if h in down: overl.add(placed[down[h][0]][0]); continue
        for d in range(6):
            n = nb(h, d)
            if n in mine: continue
            coast = (s, rdir(d, -k)) in t['coast']
            if n not in down:
                if not coast: opn.append((tid, h, d))
                continue
            oi, os_ = down[n]; ot, op, ok = placed[oi]
            touched.add(ot)
            ocoast = (os_, rdir((d + 3) % 6, -ok)) in cat[ot]['coast']
            if coast or ocoast: pr.append('CoastMeets')
    if overl: return pr + ['WouldOverlap']
    if down and not touched: pr.append('NotTouching')
    if phase == 2 and touched and not any(x <= NINNER for x in touched): pr.append('MustJoinInner')
    e = open_edges(mine, opn)
    if phase != 1 and e > 2: pr.append('WouldLeaveOpen%d' % e)
    if phase == 1:
        allp = placed + [nxt]
        if all(x in dtiles or x == tid for x in range(1, NINNER + 1)):
            pr += [p[0] for p in inner_zone_problems(cat, allp)]
    return pr


def guided_order(cat, cont, why=None):
    waiting = sorted(cont['tiles'])
    order = []
    for phase in (1, 2, 3):
        joined = True
        while joined:
            joined = False
            for i, p in enumerate(waiting):
                if p[0] not in cat or phase_of(p[0]) != phase: continue
                if placement_step(cat, order, p, phase): continue
                order.append(p); waiting.pop(i); joined = True; break
        left = [p for p in waiting if p[0] not in cat or phase_of(p[0]) == phase]
        if left:
            if why is not None:
                for p in left: why.append((p[0], placement_step(cat, order, p, phase)))
            return []
    if waiting: return []
    return order


def borders(cat, cont):
    """{(a,b): {'sides':n,'ok':bool (a non-crater pair exists),'faced':bool}}"""
    tiles = cont['tiles']
    cells, _ = cells_of(cat, tiles)
    B = {}
    for h, (i, tid, s) in cells.items():
        crh = cat[tid]['crater'] == s
        for d in range(6):
            o = cells.get(nb(h, d))
            if o is None or o[0] == i: continue
            key = tuple(sorted((tid, o[1])))
            b = B.setdefault(key, dict(sides=0, ok=False, faced=False))
            b['sides'] += 1  # counted from both sides
            if not crh and cat[o[1]]['crater'] != o[2]: b['ok'] = True
    for tid, pos, k in tiles:
        t = cat[tid]
        for s, side in t['geysers']:
            h = board_hex(t, pos, k, s)
            o = cells.get(nb(h, rdir(side, k)))
            if o is not None and o[1] != tid: B[tuple(sorted((tid, o[1])))]['faced'] = True
    for b in B.values(): b['sides'] //= 2
    return B


def r1_pairs(cat, cont): return sorted(k for k, v in borders(cat, cont).items() if not v['ok'])


def r2_tiles(cat):
    bad = []
    for i, t in cat.items():
        rest = [s for j, s in enumerate(t['spaces']) if j != t['crater']]
        if len(rest) == 2 and sub(rest[0], rest[1]) not in D: bad.append(i)
    return bad


def volcano_geysers_face_neighbours(cat, cont):
    """Volcano tiles whose geysers miss one of their neighbours on this continent."""
    cells, _ = cells_of(cat, cont['tiles'])
    bad = []
    for tid, pos, k in cont['tiles']:
        if tid > NVOLC: continue
        t = cat[tid]; mine = set(board_hex(t, pos, k, s) for s in range(len(t['spaces'])))
        nbrs = set(cells[nb(h, d)][1] for h in mine for d in range(6) if nb(h, d) in cells and nb(h, d) not in mine)
        faced = set()
        for s, side in t['geysers']:
            o = cells.get(nb(board_hex(t, pos, k, s), rdir(side, k)))
            if o: faced.add(o[1])
        if nbrs - faced: bad.append((tid, sorted(nbrs - faced)))
    return bad


def draw(cat, cont):
    cells, _ = cells_of(cat, cont['tiles'])
    qs = [h[0] for h in cells]; rs = [h[1] for h in cells]
    lines = []
    for r in range(min(rs) - 1, max(rs) + 2):
        line = ' ' * (2 * (r - min(rs) + 1))
        for q in range(min(qs) - 3, max(qs) + 2):
            if (q, r) in cells:
                i, t, s = cells[(q, r)]
                line += ('*' if cat[t]['crater'] == s else ' ') + '%2d ' % t
            else:
                line += ' .  '
        lines.append(line.rstrip())
    return '\n'.join(lines)


def report(cat, cont):
    v = validate(cat, cont); g = guided_order(cat, cont); B = borders(cat, cont)
    return dict(problems=v, guided=bool(g), r1=sorted(k for k, b in B.items() if not b['ok']),
                r2=r2_tiles(cat), borders=len(B), faced=sum(b['faced'] for b in B.values()),
                tileproblems={i: check_tile(t) for i, t in cat.items() if check_tile(t)},
                volc_unfaced=volcano_geysers_face_neighbours(cat, cont),
                geysers=sum(len(t['geysers']) for t in cat.values()),
                spaces=sum(len(t['spaces']) for t in cat.values()))
