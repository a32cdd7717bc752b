#pragma once

// The accounts of a database as SQLite gives them, copied out of the
// statement a chunk at a time by the thread that owns the connection and
// handed to a second thread that makes them into Accounts (CorpusReader in
// db/store.cpp): the connection stays on one thread, the strings and dates
// of a million accounts are made while the events are read.
#include "sqlite.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <vector>

namespace parallax::db {

// One row of "SELECT id, event_id, source_id, quote, q_start, q_end,
// claimed_date, date_text, gloss_en, note_en, ordinal, key, anchor FROM
// accounts", each column read as the reader reads it.
struct AccountRow
{
    enum Text : std::uint8_t { Quote, ClaimedDate, DateText, Gloss, Note, Key, Anchor, TextCount };
    static constexpr std::uint32_t kNull = 0xffffffffu;
    std::int64_t id = 0, event = 0, source = 0, start = 0, end = 0, ordinal = 0;
    bool sourceIsNull = false;
    std::uint32_t at[TextCount] {}; // in the chunk's bytes
    std::uint32_t length[TextCount] {}; // kNull for SQL NULL
};

struct AccountChunk
{
    static constexpr std::size_t kRows = 4096;
    std::vector<AccountRow> rows;
    QByteArray bytes;

    // Copies the statement's current row in.
    void append(const Statement &st);
    // A text column as Statement::text() gives it (NULL is a null QString).
    QString text(const AccountRow &row, AccountRow::Text t) const;
    // The same column's UTF-8 bytes, in place (a null view for NULL).
    QByteArrayView utf8(const AccountRow &row, AccountRow::Text t) const;
};

// Chunks from one producer to one consumer, at most `capacity` waiting.
class AccountQueue
{
public:
    explicit AccountQueue(std::size_t capacity)
        : m_capacity(capacity)
    { }
    bool full() const;
    // Waits for room; a chunk pushed after cancel() is dropped.
    void push(AccountChunk chunk);
    // No more chunks will come.
    void close();
    // The consumer stops: the producer's pushes no longer wait.
    void cancel();
    bool cancelled() const;
    // The next chunk, waiting for it; nothing once closed and empty.
    std::optional<AccountChunk> pop();

private:
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<AccountChunk> m_chunks;
    std::size_t m_capacity;
    bool m_closed = false, m_cancelled = false;
};

} // namespace parallax::db
