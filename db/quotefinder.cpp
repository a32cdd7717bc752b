#include "quotefinder.h"

#include <algorithm>

namespace parallax::db {

namespace {

constexpr std::uint64_t kBase = 0x100000001B3ull; // odd, so the rolling hash keeps every unit
constexpr int kFilterBits = 20; // 2^20 buckets: 128 KB, stays in the cache

std::uint64_t hashOf(QStringView s)
{
    std::uint64_t h = 0;
    for (QChar c : s)
        h = h * kBase + c.unicode();
    return h;
}

std::uint64_t bucketOf(std::uint64_t hash)
{
    return (hash * 0x9E3779B97F4A7C15ull) >> (64 - kFilterBits);
}

} // namespace

int QuoteFinder::add(const QString &quote)
{
    const auto it = m_numbers.constFind(quote);
    if (it != m_numbers.constEnd())
        return *it;
    const int n = int(m_quotes.size());
    m_numbers.insert(quote, n);
    m_quotes.push_back(quote);
    m_hits.emplace_back();
    return n;
}

void QuoteFinder::scan(QStringView text)
{
    for (QList<qsizetype> &h : m_hits)
        h.clear();
    indexProbes();
    scanLong(text);
    scanShort(text);
}

void QuoteFinder::indexProbes()
{
    m_probes.clear();
    m_filter.assign((std::size_t(1) << kFilterBits) / 64, 0);
    for (std::size_t n = 0; n < m_quotes.size(); ++n) {
        if (m_quotes[n].size() < kProbe)
            continue;
        const std::uint64_t h = hashOf(QStringView(m_quotes[n]).left(kProbe));
        m_probes.push_back({h, int(n)});
        const std::uint64_t b = bucketOf(h);
        m_filter[b / 64] |= std::uint64_t(1) << (b % 64);
    }
    std::sort(m_probes.begin(), m_probes.end());
}

// Every position whose next kProbe units hash like a quote's first ones is
// compared with those quotes.
void QuoteFinder::scanLong(QStringView text)
{
    if (m_probes.empty() || text.size() < kProbe)
        return;
    std::uint64_t outFactor = 1; // kBase^(kProbe-1), to take the unit leaving the window out
    for (int i = 1; i < kProbe; ++i)
        outFactor *= kBase;
    const char16_t *u = text.utf16();
    std::uint64_t h = hashOf(text.left(kProbe));
    for (qsizetype at = 0;; ++at) {
        const std::uint64_t b = bucketOf(h);
        if (m_filter[b / 64] & (std::uint64_t(1) << (b % 64))) {
            auto p = std::lower_bound(m_probes.begin(), m_probes.end(), Probe {h, -1});
            for (; p != m_probes.end() && p->hash == h; ++p) {
                const QString &q = m_quotes[std::size_t(p->quote)];
                if (at + q.size() <= text.size() && text.mid(at, q.size()) == q)
                    m_hits[std::size_t(p->quote)].append(at);
            }
        }
        if (at + kProbe >= text.size())
            break;
        h = (h - u[at] * outFactor) * kBase + u[at + kProbe];
    }
}

void QuoteFinder::scanShort(QStringView text)
{
    for (std::size_t n = 0; n < m_quotes.size(); ++n) {
        const QString &q = m_quotes[n];
        if (q.size() >= kProbe || q.isEmpty())
            continue;
        for (qsizetype at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + 1))
            m_hits[n].append(at);
    }
}

} // namespace parallax::db
