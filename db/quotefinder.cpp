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
    const int n = int(m_quotes.size());
    m_quotes.push_back(quote);
    m_same.push_back(n); // no hits until the next scan()
    m_hits.emplace_back();
    return n;
}

void QuoteFinder::scan(QStringView text)
{
    m_hits.assign(m_quotes.size(), {});
    indexProbes();
    scanLong(text);
    scanShort(text);
}

// Each of `quotes` that has the words of one before it in the list (sorted
// so that equal words stand together) is marked as that one's repeat and
// taken out of the list.
void QuoteFinder::findRepeats(std::vector<int> &quotes)
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < quotes.size(); ++i) {
        const int q = quotes[i];
        if (kept > 0 && m_quotes[std::size_t(quotes[kept - 1])] == m_quotes[std::size_t(q)]) {
            m_same[std::size_t(q)] = m_same[std::size_t(quotes[kept - 1])];
            continue;
        }
        quotes[kept++] = q;
    }
    quotes.resize(kept);
}

// The long quotes by the hash of their first kProbe units (then by their
// words, so that repeats stand together and are searched for once); the
// short ones by their words.
void QuoteFinder::indexProbes()
{
    m_same.resize(m_quotes.size());
    std::vector<int> longOnes;
    m_short.clear();
    std::vector<std::uint64_t> hashes(m_quotes.size(), 0);
    for (std::size_t n = 0; n < m_quotes.size(); ++n) {
        m_same[n] = int(n);
        if (m_quotes[n].size() < kProbe) {
            if (!m_quotes[n].isEmpty())
                m_short.push_back(int(n));
            continue;
        }
        hashes[n] = hashOf(QStringView(m_quotes[n]).left(kProbe));
        longOnes.push_back(int(n));
    }
    auto byWords = [&](int a, int b) {
        const int c = QStringView(m_quotes[std::size_t(a)]).compare(m_quotes[std::size_t(b)]);
        return c != 0 ? c < 0 : a < b;
    };
    std::sort(longOnes.begin(), longOnes.end(), [&](int a, int b) {
        return hashes[std::size_t(a)] != hashes[std::size_t(b)] ? hashes[std::size_t(a)] < hashes[std::size_t(b)]
                                                                : byWords(a, b);
    });
    findRepeats(longOnes);
    std::sort(m_short.begin(), m_short.end(), byWords);
    findRepeats(m_short);
    m_probes.clear();
    m_filter.assign((std::size_t(1) << kFilterBits) / 64, 0);
    for (const int n : longOnes) {
        const std::uint64_t h = hashes[std::size_t(n)];
        m_probes.push_back({h, n});
        const std::uint64_t b = bucketOf(h);
        m_filter[b / 64] |= std::uint64_t(1) << (b % 64);
    }
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
    for (const int n : m_short) {
        const QString &q = m_quotes[std::size_t(n)];
        for (qsizetype at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + 1))
            m_hits[std::size_t(n)].append(at);
    }
}

} // namespace parallax::db
