#!/bin/sh
# bench/plot.sh: draw the time ratios of saved bench/run.sh tables as a grouped bar chart,
# one group per benchmark (and one for the geometric mean), one bar per table, on a log
# scale with a line at 1.0 (bars go up where the CUDA side is slower than OpenMP, down where
# it is faster). Plain sh + awk, writes SVG by hand.
#
#   sh bench/plot.sh [results files...]      (default: bench/out/results-2.txt and
#                                             bench/out/results-16.txt, those that exist)
#   PLOT_OUT=file.svg                        (default bench/out/ratios.svg)
#
# The tables come from bench/run.sh, which saves each run's table to
# bench/out/results-$THREADS.txt, e.g.:  THREADS=2 make bench; THREADS=16 make bench
set -u
cd "$(dirname "$0")/.." || exit 1
OUTSVG=${PLOT_OUT:-bench/out/ratios.svg}
if [ $# -eq 0 ]; then
    for f in bench/out/results-2.txt bench/out/results-16.txt; do
        [ -f "$f" ] && set -- "$@" "$f"
    done
fi
if [ $# -eq 0 ]; then
    echo "plot: no results files (run e.g. THREADS=2 make bench; THREADS=16 make bench first)" >&2
    exit 1
fi
for f in "$@"; do
    [ -r "$f" ] || { echo "plot: cannot read $f" >&2; exit 1; }
done
mkdir -p "$(dirname "$OUTSVG")"

awk '
function lg(x) { return log(x) / log(10) }
function num(v) { return sprintf(v < 0.1 ? "%.2g" : "%.2f", v) }
function floor(x) { return x == int(x) ? x : (x < 0 ? int(x) - 1 : int(x)) }
function y(r) { return top + (lg(ymax) - lg(r)) / (lg(ymax) - lg(ymin)) * ph }
function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); return s }
function addcat(c) { if (!(c in cidx)) { cidx[c] = ncat; cat[ncat++] = c } }
FNR == 1 {
    s = nser++
    name[s] = FILENAME; sub(/.*\//, "", name[s])
}
/^== results \(/ {
    t = $0; sub(/^== results \(/, "", t); sub(/ threads.*/, "", t)
    name[s] = t " thread" (t == 1 ? "" : "s")
    l = $0; if (sub(/.*ratio = /, "", l)) { sub(/\/.*/, "", l); lab = l }
    next
}
/^geometric mean of / {
    g = $NF + 0
    if (g > 0) { addcat("geomean"); r[s, "geomean"] = g; gm[s] = g }
    next
}
{
    for (i = 2; i < NF; i++)
        if ($i == "ratio") {
            addcat($1)
            if ($(i + 1) + 0 > 0) r[s, $1] = $(i + 1) + 0
            else failed[s, $1] = 1
            break
        }
}
END {
    if (ncat == 0) { print "plot: no ratios found in the files" > "/dev/stderr"; exit 1 }
    if (lab == "") lab = "cuda"
    # geomean last
    if ("geomean" in cidx) {
        k = cidx["geomean"]
        for (i = k; i < ncat - 1; i++) { cat[i] = cat[i + 1]; cidx[cat[i]] = i }
        cat[ncat - 1] = "geomean"; cidx["geomean"] = ncat - 1
    }
    lo = 1; hi = 1
    for (key in r) { if (r[key] < lo) lo = r[key]; if (r[key] > hi) hi = r[key] }
    # whole decades, with room for the value labels (a factor of 2) beyond the extreme bars
    ymin = 10 ^ floor(lg(lo / 2)); ymax = 10 ^ -floor(-lg(hi * 2))
    split("#4e79a7 #f28e2b #59a14f #e15759 #76b7b2 #edc948 #b07aa1 #9c755f", color, " ")
    barw = 16; gap = 18; groupw = nser * barw + gap
    left = 70; right = 30; top = 50 + 18 * int((nser + 2) / 3); ph = 320
    pw = ncat * groupw; W = left + pw + right; H = top + ph + 110
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n", W, H, W, H
    printf "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
    printf "<text x=\"%d\" y=\"24\" font-size=\"16\" text-anchor=\"middle\">time ratio %s / OpenMP per benchmark (lower is better)</text>\n", W / 2, esc(lab)
    printf "<text x=\"%d\" y=\"42\" font-size=\"11\" fill=\"#555\" text-anchor=\"middle\">log scale; bars start at 1.0 (same time as OpenMP): up = %s slower, down = %s faster</text>\n", W / 2, esc(lab), esc(lab)
    # grid and y labels: decades, with 2 and 5 in between
    for (d = ymin; d <= ymax * 1.0001; d *= 10)
        for (m = 1; m <= 5; m += (m == 1 ? 1 : 3)) {
            v = d * m
            if (v > ymax * 1.0001) break
            yy = y(v)
            printf "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"1\"/>\n", left, left + pw, yy, yy, m == 1 ? "#ccc" : "#eee"
            printf "<text x=\"%d\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\" fill=\"#333\">%g</text>\n", left - 6, yy + 4, v
        }
    printf "<text transform=\"translate(18 %d) rotate(-90)\" font-size=\"12\" text-anchor=\"middle\">%s time / OpenMP time</text>\n", top + ph / 2, esc(lab)
    # bars
    y1 = y(1)
    for (c = 0; c < ncat; c++) {
        x0 = left + c * groupw + gap / 2
        if (cat[c] == "geomean")
            printf "<rect x=\"%.1f\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f4f4f4\"/>\n", x0 - gap / 2, top, groupw, ph
        for (s = 0; s < nser; s++) {
            x = x0 + s * barw
            if (!((s, cat[c]) in r)) {
                if ((s, cat[c]) in failed)
                    printf "<text transform=\"translate(%.1f %.1f) rotate(-90)\" font-size=\"9\" fill=\"#c00\">failed</text>\n", x + barw / 2 + 3, y1 - 4
                continue
            }
            v = r[s, cat[c]]; yv = y(v)
            yt = yv < y1 ? yv : y1; h = yv < y1 ? y1 - yv : yv - y1
            if (h < 1) h = 1
            printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" fill=\"%s\"><title>%s, %s: %s</title></rect>\n", x, yt, barw - 2, h, color[s % 8 + 1], esc(cat[c]), esc(name[s]), num(v)
            if (v >= 1)
                printf "<text transform=\"translate(%.1f %.1f) rotate(-90)\" font-size=\"9\" fill=\"#333\">%s</text>\n", x + barw / 2 + 2, yv - 3, num(v)
            else
                printf "<text transform=\"translate(%.1f %.1f) rotate(-90)\" font-size=\"9\" fill=\"#333\" text-anchor=\"end\">%s</text>\n", x + barw / 2 + 2, yv + 3, num(v)
        }
        printf "<text transform=\"translate(%.1f %d) rotate(-40)\" font-size=\"12\" text-anchor=\"end\"%s>%s</text>\n", x0 + nser * barw / 2, top + ph + 16, cat[c] == "geomean" ? " font-weight=\"bold\"" : "", esc(cat[c])
    }
    printf "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"black\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>\n", left, left + pw, y1, y1
    printf "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#888\"/>\n", left, top, pw, ph
    # legend
    # legend: three entries a line, above the plot
    for (s = 0; s < nser; s++) {
        lx = left + (s % 3) * 230; ly = 52 + 18 * int(s / 3)
        printf "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>\n", lx, ly, color[s % 8 + 1]
        printf "<text x=\"%d\" y=\"%d\" font-size=\"12\">%s%s</text>\n", lx + 18, ly + 11, esc(name[s]), (s in gm) ? sprintf(" (geomean %.2f)", gm[s]) : ""
    }
    print "</svg>"
}' "$@" >"$OUTSVG.tmp" && mv "$OUTSVG.tmp" "$OUTSVG" || { rm -f "$OUTSVG.tmp"; exit 1; }
echo "plot: wrote $OUTSVG ($*)"
