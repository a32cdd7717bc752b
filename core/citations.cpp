#include "citations.h"

#include <algorithm>

namespace parallax {

namespace {

// True when an earlier account of the event is from the same source.
bool citedBefore(const Event &e, qsizetype i)
{
    for (qsizetype j = 0; j < i; ++j)
        if (e.accounts[j].sourceId == e.accounts[i].sourceId)
            return true;
    return false;
}

} // namespace

QHash<QString, SourceCitations> citationsBySource(const Corpus &corpus)
{
    QHash<QString, SourceCitations> out;
    for (const Source &s : corpus.sources)
        out.insert(s.id, {});
    const QString *lastId = nullptr;
    SourceCitations *last = nullptr;
    for (int i = 0; i < corpus.events.size(); ++i) {
        const Event &e = corpus.events[i];
        for (qsizetype k = 0; k < e.accounts.size(); ++k) {
            const Account &a = e.accounts[k];
            // Accounts of one source tend to follow each other: the last
            // source's entry is tried before the hash.
            if (!lastId || *lastId != a.sourceId) {
                last = &out[a.sourceId];
                lastId = &a.sourceId.str();
            }
            // An orphaned citation's words are not in the text any more:
            // its old offsets would mark other words.
            if (!a.orphaned)
                last->passages.push_back({std::int32_t(a.start), std::int32_t(a.end), i});
            if (!citedBefore(e, k))
                ++last->citedEvents;
        }
    }
    for (SourceCitations &c : out) {
        std::stable_sort(c.passages.begin(), c.passages.end(),
            [](const CitedPassage &x, const CitedPassage &y) { return x.start < y.start; });
        c.passages.shrink_to_fit(); // kept while the corpus is: a third was room to grow
    }
    return out;
}

} // namespace parallax
