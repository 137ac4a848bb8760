# python3 verify.py [tiles.json standard.json]: every check of the Python port + R1/R2 + geysers
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
from model import *
cat = load_cat(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, 'tiles.json'))
mu = load_cont(sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, 'standard.json'))
r = report(cat, mu)
for k, v in r.items(): print(k, v)
print('non-crater spaces without geyser:', [(t, s) for t in cat for s in range(len(cat[t]['spaces']))
      if s != cat[t]['crater'] and not any(g[0] == s for g in cat[t]['geysers'])])
print(draw(cat, mu))
