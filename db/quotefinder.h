#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <vector>

namespace parallax::db {

// Where many quotes stand in one text, found in one pass over it: a corpus
// of a million events cites each of its 1,000 texts about 1,750 times, and
// searching the whole text once per quote (to prove that it stands there only
// once) took most of an import. The quotes' first kProbe characters are
// hashed into a table; a rolling hash over the text meets each candidate
// position once, and only there is a quote compared. Shorter quotes are
// searched for one by one.
class QuoteFinder final
{
public:
    static constexpr int kProbe = 8; // UTF-16 units hashed per position

    // The quote to look for (added once, however many accounts cite it); its number.
    int add(const QString &quote);
    // Finds every quote added, everywhere in `text` (overlaps included).
    void scan(QStringView text);
    // The UTF-16 positions where quote `n` stands, in order.
    const QList<qsizetype> &hits(int n) const { return m_hits[std::size_t(n)]; }

private:
    struct Probe
    {
        std::uint64_t hash;
        int quote;
        bool operator<(const Probe &o) const { return hash != o.hash ? hash < o.hash : quote < o.quote; }
    };
    void indexProbes();
    void scanLong(QStringView text);
    void scanShort(QStringView text);

    QHash<QString, int> m_numbers;
    std::vector<QString> m_quotes;
    std::vector<QList<qsizetype>> m_hits;
    std::vector<Probe> m_probes; // sorted by hash
    std::vector<std::uint64_t> m_filter; // a bit per hash bucket: any probe there?
};

} // namespace parallax::db
