#include "derivedids.h"

#include <core/accountid.h>
#include <core/corpus.h>

#include <cstring>

namespace parallax::db {

namespace {

// "PART/N" split where N is written as a number reads back; nothing else.
std::optional<std::pair<QByteArrayView, std::int32_t>> split(QByteArrayView id)
{
    const qsizetype slash = id.lastIndexOf('/');
    if (slash <= 0)
        return std::nullopt;
    const auto n = idNumberOf(id.sliced(slash + 1));
    if (!n)
        return std::nullopt;
    return std::pair {id.first(slash), *n};
}

// Whether UTF-8 `a` reads as `b`, without making a string where both are ASCII.
bool sameText(QByteArrayView a, const QString &b)
{
    if (a.size() == b.size()) {
        qsizetype i = 0;
        while (i < a.size() && static_cast<unsigned char>(a[i]) < 0x80 && char16_t(a[i]) == b[i].unicode())
            ++i;
        if (i == a.size())
            return true;
    }
    return QString::fromUtf8(a) == b;
}

} // namespace

std::optional<std::int32_t> DerivedIds::take(std::int64_t row, QByteArrayView id)
{
    const auto parts = split(id);
    if (!parts)
        return std::nullopt;
    const auto [part, n] = *parts;
    if (const QByteArrayView noted = partOf(row); !noted.isNull())
        return noted == part ? std::optional(n) : std::nullopt;
    if (part.size() > 0xffff || m_parts.size() > 0x7fff0000)
        return std::nullopt;
    const auto at = std::uint32_t(m_parts.size()) + 1;
    const auto length = std::uint32_t(part.size());
    m_parts.append(reinterpret_cast<const char *>(&length), sizeof length);
    m_parts.append(part);
    // Rows by index up to about twice the ids taken (an import numbers
    // events from 1), hashed beyond.
    ++m_taken;
    if (row >= 0 && row < 2 * std::int64_t(m_taken) + 65536) {
        if (std::size_t(row) >= m_dense.size())
            m_dense.resize(std::max(std::size_t(row) + 1, 2 * m_dense.size()));
        m_dense[std::size_t(row)] = at;
    } else {
        m_sparse.insert(row, at);
    }
    return n;
}

QByteArrayView DerivedIds::partOf(std::int64_t row) const
{
    std::uint32_t at = 0;
    if (row >= 0 && std::size_t(row) < m_dense.size())
        at = m_dense[std::size_t(row)];
    if (at == 0)
        at = m_sparse.value(row);
    if (at == 0)
        return {};
    std::uint32_t length = 0;
    std::memcpy(&length, m_parts.constData() + at - 1, sizeof length);
    return QByteArrayView(m_parts.constData() + at - 1 + sizeof length, qsizetype(length));
}

void DerivedIds::complete(std::int64_t row, Event &e) const
{
    const QByteArrayView part = partOf(row);
    if (part.isNull())
        return;
    const QString id = sameText(part, e.id) ? e.id : QString::fromUtf8(part);
    for (Account &a : e.accounts)
        if (a.idNumber() >= 0)
            a.setIdOf(id, a.idNumber());
}

} // namespace parallax::db
