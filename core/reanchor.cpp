#include "reanchor.h"

#include "textoffsets.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <vector>

namespace parallax {

TextQuote quoteAt(QStringView text, qsizetype start, qsizetype end, qsizetype context)
{
    const CodePointMap map(text);
    const qsizetype from = map.toUtf16(start), to = map.toUtf16(end);
    if (from < 0 || to < from)
        return {};
    const qsizetype before = std::max<qsizetype>(0, from - context);
    const qsizetype after = std::min<qsizetype>(text.size(), to + context);
    return {text.mid(from, to - from).toString(), text.mid(before, from - before).toString(),
        text.mid(to, after - to).toString()};
}

QString anchorOutcomeName(AnchorOutcome outcome)
{
    switch (outcome) {
    case AnchorOutcome::Exact:
        return QStringLiteral("exact");
    case AnchorOutcome::Moved:
        return QStringLiteral("moved");
    case AnchorOutcome::Fuzzy:
        return QStringLiteral("fuzzy");
    case AnchorOutcome::Orphaned:
        break;
    }
    return QStringLiteral("orphaned");
}

namespace {

// How many characters of the context still match around [from, to) (UTF-16).
qsizetype contextScore(QStringView text, qsizetype from, qsizetype to, const TextQuote &quote)
{
    qsizetype score = 0;
    for (qsizetype i = 1; i <= quote.prefix.size() && from - i >= 0; ++i) {
        if (text[from - i] != quote.prefix[quote.prefix.size() - i])
            break;
        ++score;
    }
    for (qsizetype i = 0; i < quote.suffix.size() && to + i < text.size(); ++i) {
        if (text[to + i] != quote.suffix[i])
            break;
        ++score;
    }
    return score;
}

// The occurrence of the exact words with the most context intact, nearest
// the old position among equals; -1 when there is none.
qsizetype bestExact(QStringView text, const TextQuote &quote, qsizetype oldFrom)
{
    qsizetype best = -1, bestScore = -1, bestGap = 0;
    for (qsizetype at = text.indexOf(quote.exact); at >= 0; at = text.indexOf(quote.exact, at + 1)) {
        const qsizetype score = contextScore(text, at, at + quote.exact.size(), quote);
        const qsizetype gap = std::abs(at - oldFrom);
        if (score > bestScore || (score == bestScore && gap < bestGap)) {
            best = at;
            bestScore = score;
            bestGap = gap;
        }
    }
    return best;
}

struct Approximate
{
    qsizetype from = -1, to = -1;
    int distance = std::numeric_limits<int>::max();
};

// Sellers' algorithm: the substring of text[lo, hi) with the fewest edits
// from `pattern` (a match may start anywhere), nearest `oldFrom` among
// equals. Each column keeps where its best alignment started.
Approximate bestApproximate(
    QStringView text, qsizetype lo, qsizetype hi, QStringView pattern, int maxDistance, qsizetype oldFrom)
{
    const qsizetype m = pattern.size();
    std::vector<int> cost(m + 1), nextCost(m + 1);
    std::vector<qsizetype> start(m + 1), nextStart(m + 1);
    for (qsizetype i = 0; i <= m; ++i) {
        cost[i] = int(i);
        start[i] = lo;
    }
    Approximate best;
    for (qsizetype j = lo; j < hi; ++j) {
        nextCost[0] = 0;
        nextStart[0] = j + 1;
        for (qsizetype i = 1; i <= m; ++i) {
            int c = cost[i - 1] + (pattern[i - 1] == text[j] ? 0 : 1);
            qsizetype s = start[i - 1];
            if (cost[i] + 1 < c) {
                c = cost[i] + 1; // a character of the text not in the pattern
                s = start[i];
            }
            if (nextCost[i - 1] + 1 < c) {
                c = nextCost[i - 1] + 1; // a character of the pattern not in the text
                s = nextStart[i - 1];
            }
            nextCost[i] = c;
            nextStart[i] = s;
        }
        std::swap(cost, nextCost);
        std::swap(start, nextStart);
        const int d = cost[m];
        if (d > maxDistance)
            continue;
        if (d < best.distance || (d == best.distance && std::abs(start[m] - oldFrom) < std::abs(best.from - oldFrom))) {
            best = {start[m], j + 1, d};
        }
    }
    return best;
}

// A match must not begin or end in the middle of a surrogate pair.
Approximate snapToCharacters(QStringView text, Approximate a)
{
    if (a.from > 0 && a.from < text.size() && text[a.from].isLowSurrogate())
        --a.from;
    if (a.to > 0 && a.to < text.size() && text[a.to].isLowSurrogate())
        ++a.to;
    return a;
}

} // namespace

Reanchored reanchor(QStringView newText, const TextQuote &quote, qsizetype oldStart, const ReanchorOptions &options)
{
    Reanchored out;
    if (quote.exact.isEmpty())
        return out;
    const CodePointMap map(newText);
    qsizetype oldFrom = map.toUtf16(oldStart);
    if (oldFrom < 0)
        oldFrom = newText.size();
    auto found = [&](qsizetype from, qsizetype to, AnchorOutcome outcome, int distance) {
        out.outcome = outcome;
        out.start = codePointIndexFromUtf16(newText, from);
        out.end = out.start + codePointCount(newText.mid(from, to - from));
        out.quote = newText.mid(from, to - from).toString();
        out.distance = distance;
        return out;
    };
    if (const qsizetype at = bestExact(newText, quote, oldFrom); at >= 0)
        return found(at, at + quote.exact.size(), at == oldFrom ? AnchorOutcome::Exact : AnchorOutcome::Moved, 0);

    const int maxDistance = std::max(1, int(quote.exact.size() * options.maxEditShare));
    const qsizetype reach = options.nearWindow + quote.exact.size();
    const qsizetype lo = std::max<qsizetype>(0, oldFrom - reach);
    const qsizetype hi = std::min<qsizetype>(newText.size(), oldFrom + quote.exact.size() + reach);
    Approximate a = bestApproximate(newText, lo, hi, quote.exact, maxDistance, oldFrom);
    if (a.from < 0 && (lo > 0 || hi < newText.size()))
        a = bestApproximate(newText, 0, newText.size(), quote.exact, maxDistance, oldFrom);
    if (a.from < 0 || a.to <= a.from)
        return out;
    a = snapToCharacters(newText, a);
    return found(a.from, a.to, AnchorOutcome::Fuzzy, a.distance);
}

} // namespace parallax
