#include "accountrows.h"

namespace parallax::db {

namespace {

// The accounts query's text columns, in AccountRow::Text order.
constexpr int kTextColumns[AccountRow::TextCount] = {3, 6, 7, 8, 9, 11, 12};

} // namespace

void AccountChunk::append(const Statement &st)
{
    AccountRow r;
    r.id = st.int64(0);
    r.event = st.int64(1);
    r.sourceIsNull = st.isNull(2);
    r.source = st.int64(2);
    r.start = st.int64(4);
    r.end = st.int64(5);
    r.ordinal = st.int64(10);
    for (int t = 0; t < AccountRow::TextCount; ++t) {
        const bool null = st.isNull(kTextColumns[t]);
        const std::string_view s = st.utf8(kTextColumns[t]);
        r.at[t] = std::uint32_t(bytes.size());
        r.length[t] = null ? AccountRow::kNull : std::uint32_t(s.size());
        bytes.append(s.data(), qsizetype(s.size()));
    }
    rows.push_back(r);
}

QString AccountChunk::text(const AccountRow &row, AccountRow::Text t) const
{
    if (row.length[t] == AccountRow::kNull)
        return {};
    return QString::fromUtf8(bytes.constData() + row.at[t], qsizetype(row.length[t]));
}

QByteArrayView AccountChunk::utf8(const AccountRow &row, AccountRow::Text t) const
{
    if (row.length[t] == AccountRow::kNull)
        return {};
    return QByteArrayView(bytes.constData() + row.at[t], qsizetype(row.length[t]));
}

bool AccountQueue::full() const
{
    std::lock_guard lock(m_mutex);
    return m_chunks.size() >= m_capacity;
}

void AccountQueue::push(AccountChunk chunk)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_cancelled || m_chunks.size() < m_capacity; });
    if (m_cancelled)
        return;
    m_chunks.push_back(std::move(chunk));
    m_changed.notify_all();
}

void AccountQueue::close()
{
    std::lock_guard lock(m_mutex);
    m_closed = true;
    m_changed.notify_all();
}

void AccountQueue::cancel()
{
    std::lock_guard lock(m_mutex);
    m_cancelled = true;
    m_chunks.clear();
    m_changed.notify_all();
}

bool AccountQueue::cancelled() const
{
    std::lock_guard lock(m_mutex);
    return m_cancelled;
}

std::optional<AccountChunk> AccountQueue::pop()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_cancelled || m_closed || !m_chunks.empty(); });
    if (m_cancelled || m_chunks.empty())
        return std::nullopt;
    AccountChunk chunk = std::move(m_chunks.front());
    m_chunks.pop_front();
    m_changed.notify_all();
    return chunk;
}

} // namespace parallax::db
