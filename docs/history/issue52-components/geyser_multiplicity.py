import sys, collections
sys.path.insert(0, __import__('os').path.dirname(__file__))
from model import *
cat=load_cat(sys.argv[1])
def stats(path):
    cont=load_cont(path)
    cells,_=cells_of(cat,cont['tiles'])
    B=borders(cat,cont)
    face=collections.Counter()
    for tid,pos,k in cont['tiles']:
        t=cat[tid]
        for s,side in t['geysers']:
            o=cells.get(nb(board_hex(t,pos,k,s),rdir(side,k)))
            if o is not None and o[1]!=tid: face[tuple(sorted((tid,o[1])))]+=1
    return len(B), len(B)-len(face), sum(1 for v in face.values() if v>1), sum(v-1 for v in face.values())
for p in sys.argv[2:]:
    print(p.split('/')[-1], stats(p))
