import re

_RECT = re.compile(r" *(-?[0-9]+) +(-?[0-9]+) +(-?[0-9]+) +(-?[0-9]+) *")


def covered_area(rects: list[str]) -> int:
    boxes = []
    for text in rects:
        m = _RECT.fullmatch(text)
        if m is None:
            continue
        x1, y1, x2, y2 = map(int, m.groups())
        x1, x2 = min(x1, x2), max(x1, x2)
        y1, y2 = min(y1, y2), max(y1, y2)
        if x1 < x2 and y1 < y2:
            boxes.append((x1, y1, x2, y2))
    xs = sorted({x for b in boxes for x in (b[0], b[2])})
    area = 0
    for left, right in zip(xs, xs[1:]):
        # y-intervals of the boxes spanning this vertical strip, merged
        spans = sorted((b[1], b[3]) for b in boxes if b[0] <= left and right <= b[2])
        covered = 0
        cur_lo = cur_hi = None
        for lo, hi in spans:
            if cur_hi is None or lo > cur_hi:
                if cur_hi is not None:
                    covered += cur_hi - cur_lo
                cur_lo, cur_hi = lo, hi
            else:
                cur_hi = max(cur_hi, hi)
        if cur_hi is not None:
            covered += cur_hi - cur_lo
        area += covered * (right - left)
    return area
