#!/usr/bin/env python3
"""Builds resources/map/land-50m.bin (and land-10m.bin) from Natural Earth's 50m
(10m) land, as shipped in TopoJSON by the npm package world-atlas@2.0.2 (run
`npm pack world-atlas@2.0.2` and unpack it first; pass land-50m.json or
land-10m.json and the output file). Maintainer tool: nothing runs it at build or run time.

Keeps every land ring whose bounding box meets the region the route covers
(whole rings, never clipped, so no artificial straight coastline appears), and
writes them as delta-encoded varints of degrees x 1000.
Format: b"PLXLAND1", varint ring count, then per ring: varint point count,
then for each point zigzag-varint dlon, dlat (first point absolute).
"""
import json, struct, sys

REGION = (-40.0, -35.0, 45.0, 66.0)  # lon0, lat0, lon1, lat1

def zigzag(v):
    return (v << 1) ^ (v >> 63)

def varint(v):
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)

def main(src, dst):
    topo = json.load(open(src))
    sx, sy = topo['transform']['scale']
    tx, ty = topo['transform']['translate']
    arcs = []
    for arc in topo['arcs']:
        x = y = 0
        pts = []
        for dx, dy in arc:
            x += dx; y += dy
            pts.append((x * sx + tx, y * sy + ty))
        arcs.append(pts)
    def ring(indexes):
        pts = []
        for i in indexes:
            a = arcs[i] if i >= 0 else list(reversed(arcs[~i]))
            pts.extend(a if not pts else a[1:])
        return pts
    rings = []
    for g in topo['objects']['land']['geometries']:
        polys = g['arcs'] if g['type'] == 'MultiPolygon' else [g['arcs']]
        for poly in polys:
            for r in poly:
                pts = ring(r)
                lons = [p[0] for p in pts]; lats = [p[1] for p in pts]
                if max(lons) < REGION[0] or min(lons) > REGION[2] or max(lats) < REGION[1] or min(lats) > REGION[3]:
                    continue
                rings.append(pts)
    out = bytearray(b'PLXLAND1')
    out += varint(len(rings))
    total = 0
    for pts in rings:
        q = []
        for lon, lat in pts:
            p = (round(lon * 1000), round(lat * 1000))
            if not q or q[-1] != p:
                q.append(p)
        out += varint(len(q))
        px = py = 0
        for x, y in q:
            out += varint(zigzag(x - px)) + varint(zigzag(y - py))
            px, py = x, y
        total += len(q)
    open(dst, 'wb').write(out)
    print(f'{len(rings)} rings, {total} points, {len(out)} bytes')

if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
