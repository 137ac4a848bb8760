# One geyser per border of Mu: for each pair of Areas that meet, one geyser on a non-crater
# space of one of them facing the other (the side with fewer geysers so far).
import sys, json, collections
sys.path.insert(0, __import__('os').path.dirname(__file__))
from model import *
src, cont_path, out = sys.argv[1], sys.argv[2], sys.argv[3]
prefer = sys.argv[4] if len(sys.argv) > 4 else 'balance'
cat=load_cat(src); cont=load_cont(cont_path)
cells,_=cells_of(cat,cont['tiles'])
rotof={tid:k for tid,pos,k in cont['tiles']}
slots=collections.defaultdict(list)  # border -> [(tid, space, side_in_tile_coords)]
for h,(i,tid,s) in cells.items():
    if cat[tid]['crater']==s: continue
    k=rotof[tid]
    for d in range(6):
        o=cells.get(nb(h,d))
        if o is None or o[1]==tid: continue
        slots[tuple(sorted((tid,o[1])))].append((tid,s,(d-k)%6))
count=collections.Counter(); new=collections.defaultdict(list)
for key in sorted(slots, key=lambda b: len(slots[b])):
    opts=slots[key]
    if prefer=='volcano':
        best=min(opts,key=lambda o:(0 if o[0]<=NVOLC else 1, count[o[0]], o))
    else:
        best=min(opts,key=lambda o:(count[o[0]], o))
    count[best[0]]+=1; new[best[0]].append(best)
j=json.load(open(src))
for t in j['tiles']:
    t['geysers']=[{'side':side,'space':s} for (_,s,side) in sorted(new[t['id']], key=lambda o:(o[1],o[2]))]
json.dump(j,open(out,'w'),indent=2)
print('geysers',sum(count.values()),dict(sorted(count.items())))
