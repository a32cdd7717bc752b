#pragma once

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

    // A quote to look for; its number. A quote that several accounts cite
    // is searched for once (scan() finds the repeats): a hash table of the
    // quotes as they came took 2 s of a million-event import.
    int add(const QString &quote);
    // Finds every quote added, everywhere in `text` (overlaps included).
    void scan(QStringView text);
    // The UTF-16 positions where quote `n` stands, in order.
    const QList<qsizetype> &hits(int n) const { return m_hits[std::size_t(m_same[std::size_t(n)])]; }
    // How many different quotes the last scan() searched for.
    qsizetype searched() const { return qsizetype(m_probes.size() + m_short.size()); }

private:
    struct Probe
    {
        std::uint64_t hash;
        int quote;
        bool operator<(const Probe &o) const { return hash != o.hash ? hash < o.hash : quote < o.quote; }
    };
    void indexProbes();
    void findRepeats(std::vector<int> &quotes);
    void scanLong(QStringView text);
    void scanShort(QStringView text);

    std::vector<QString> m_quotes;
    std::vector<int> m_same; // [quote]: the first quote added with its words
    std::vector<int> m_short; // the first of each short quote's words
    std::vector<QList<qsizetype>> m_hits;
    std::vector<Probe> m_probes; // sorted by hash
    std::vector<std::uint64_t> m_filter; // a bit per hash bucket: any probe there?
};

} // namespace parallax::db
