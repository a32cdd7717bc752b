#pragma once

// Accounts' ids of their event's form, "EVENT/N" (every id an import
// gives), read without a string each: the reader's maker notes each event
// row's EVENT once, as the first such id of that row gives it, and each
// account keeps only N (Account::setIdOf()); once the events are read, an
// event whose own id is the part noted lends its string to its accounts.
// At a million accounts, their ids' strings took 49 MB of the window's heap.
#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace parallax {
struct Event;
}

namespace parallax::db {

class DerivedIds
{
public:
    // N, where `id` (UTF-8) of an account of event row `row` is "PART/N" with
    // PART the part noted for that row (the first such id of a row notes its
    // part) and N written as it is read back (no sign, no leading zero,
    // at most nine digits); nothing for any other id, which keeps its own
    // string.
    std::optional<std::int32_t> take(std::int64_t row, QByteArrayView id);

    // Gives `e`'s accounts whose N was taken for `row` their whole id: the
    // event's own string where it is the part noted, else one string of the
    // part for all of them.
    void complete(std::int64_t row, Event &e) const;

private:
    QByteArrayView partOf(std::int64_t row) const;

    QByteArray m_parts; // each part after its length (4 bytes)
    std::vector<std::uint32_t> m_dense; // a row's part's place in m_parts, plus one; 0 for none
    QHash<std::int64_t, std::uint32_t> m_sparse; // the same for rows far past the accounts seen
    std::size_t m_taken = 0;
};

} // namespace parallax::db
