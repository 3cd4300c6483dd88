#!/usr/bin/env python3
"""Reduce a compute-sanitizer or `heddle check` report to what must agree between a GPU
and heddle: each error's kind, size, source line, thread and block, what is wrong with the
address and where it lies relative to the nearest allocation (without the addresses,
which differ); API errors by call and code; races by the two source lines; leaks by size;
summaries; the program's own output and exit status. Errors are sorted: threads of a warp
and blocks may be reported in another order."""
import re
import sys

def norm(text, where=True):
    errs, rest = [], []
    cur = None
    for line in text.splitlines():
        if not line.startswith("========="):
            if re.match(r"==\d+==WARNING: ASan doesn't fully support makecontext", line):
                continue  # make asan: cooperative grids run blocks as fibers
            if line.strip():
                rest.append(line.rstrip())
            continue
        body = line[len("========="):].strip()
        if not body:
            if cur:
                errs.append(" | ".join(cur))
            cur = None
            continue
        if re.match(r"(COMPUTE-SANITIZER|HEDDLE CHECK)", body) or "backtrace" in body or \
           body.startswith("Host Frame") or body.startswith("Device Frame"):
            continue
        m = re.match(r"RACECHECK SUMMARY: (\d+) hazard", body)
        if m:  # how many pairs of instructions depends on the code nvcc made for each
            if cur:
                errs.append(" | ".join(cur))
            cur = None
            rest.append("RACECHECK SUMMARY: " + ("hazards" if int(m.group(1)) else "none"))
            continue
        m = re.match(r"(ERROR|LEAK|RACECHECK) SUMMARY: (.*)", body)
        if m:
            if cur:
                errs.append(" | ".join(cur))
            cur = None
            rest.append(body)
            continue
        m = re.match(r"Program hit (\w+) \(error (\d+)\) due to .* on CUDA API call to (\w+)", body)
        if m:
            cur = ["api %s %s %s" % m.groups()]
            continue
        m = re.match(r"Leaked ([\d,]+) bytes at", body)
        if m:
            cur = ["leak " + m.group(1)]
            continue
        if re.match(r"(Invalid|Uninitialized|Barrier error|Warp|Error: Race|Warning|Malloc/Free)", body):
            if cur:
                errs.append(" | ".join(cur))
            m = re.match(r"(?:Error|Warning): Race reported between (\w+) access at .* in (\S+:\d+)", body)
            cur = ["race %s %s" % m.groups()] if m else [body]
            continue
        if cur is None:
            continue
        m = re.match(r"at .* in (\S+:\d+)$", body)
        if m:
            cur.append(m.group(1))
            continue
        m = re.match(r"and (\w+) access at .* in (\S+:\d+) \[(\d+) hazards?\]", body)
        if m:
            cur.append("%s %s" % m.groups()[:2])
            continue
        if body.startswith("by thread"):
            cur.append(body)
            continue
        m = re.match(r"Access to (0x[0-9a-f]+) is (.*)", body)
        if m:
            cur.append("access " + m.group(2) + (" shared " + m.group(1) if int(m.group(1), 16) < 0x100000 else ""))
            continue
        m = re.match(r"and is ([\d,]+) bytes (after|before) the nearest allocation at \S+ of size ([\d,]+) bytes", body)
        if m:
            d = int(m.group(1).replace(",", ""))
            if where and d <= 1 << 16:  # far from every allocation: addresses decide, not the program
                cur.append("%s bytes %s, size %s" % (m.group(1), m.group(2), m.group(3)))
            continue
        if body == "and is located in the device heap":
            cur.append("in the device heap")
            continue
        m = re.match(r"and is inside the nearest allocation at \S+ of size ([\d,]+) bytes", body)
        if m:
            if where:
                cur.append("inside, size " + m.group(1))
            continue
    if cur:
        errs.append(" | ".join(cur))
    # a race: the unordered pairs of (kind, source line) it names, each once
    races = set()
    for e in errs:
        if e.startswith("race "):
            parts = e[5:].split(" | ")
            for other in parts[1:]:
                races.add("race " + " / ".join(sorted([parts[0], other])))
    races = sorted(races)
    if any("were not printed" in r or "was not printed" in r for r in rest):
        # past the print limit, which reports come first is the scheduling's doing:
        # compare what kinds of error at which lines were printed, and how many
        kinds = {}
        for e in errs:
            if not e.startswith("race "):
                k = " | ".join(e.split(" | ")[:2])
                kinds[k] = kinds.get(k, 0) + 1
        errs = ["%d x %s" % (n, k) for k, n in kinds.items()]
    return sorted(e for e in errs if not e.startswith("race ")) + races + rest

args = sys.argv[1:]
where = "--nowhere" not in args
args = [a for a in args if a != "--nowhere"]
print("\n".join(norm(open(args[0], errors="replace").read(), where)))
