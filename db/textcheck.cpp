#include "textcheck.h"

#include "database.h"
#include "sqlite.h"

#include <core/textoffsets.h>

#include <sqlite3.h>

#include <QCoreApplication>
#include <QHash>
#include <QRandomGenerator>
#include <QThread>
#include <QUtf8StringView>

#include <algorithm>
#include <atomic>
#include <memory>
#include <string_view>
#include <thread>
#include <vector>

namespace parallax::db {

namespace {

// The same words as readCorpus() (db/store.cpp) uses, in its context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Store)
};

void checkQuotes(
    Statement &q, const QString &text, const QString &key, const RowProblem &problem, const std::function<bool()> &stop)
{
    const CodePointMap map(text);
    while (!stop() && q.step()) {
        if (q.text(4) == u"orphaned")
            continue;
        const qsizetype start = q.int64(2), end = q.int64(3);
        const qsizetype from = start >= 0 ? map.toUtf16(start) : -1;
        const qsizetype to = end >= start ? map.toUtf16(end) : -1;
        if (from < 0 || to < 0)
            problem(QStringLiteral("accounts"), q.int64(0),
                Tr::tr("its quote at %1…%2 lies outside source %3").arg(start).arg(end).arg(key));
        else if (QStringView(text).mid(from, to - from) != q.text(1))
            problem(QStringLiteral("accounts"), q.int64(0),
                Tr::tr("its quote is not what source %1 says at %2…%3").arg(key).arg(start).arg(end));
    }
}

} // namespace

Status checkSourceTexts(sqlite3 *h, const RowProblem &problem, const std::function<bool()> &stop)
{
    auto sources = Statement::prepare(h, "SELECT id, key, body, body_length FROM sources ORDER BY id");
    auto quotes = Statement::prepare(
        h, "SELECT id, quote, q_start, q_end, anchor FROM accounts WHERE source_id = ?1 ORDER BY q_start");
    if (!sources || !quotes)
        return Status::failure(!sources ? sources.error() : quotes.error());
    Statement &src = sources.value(), &q = quotes.value();
    while (!stop() && src.step()) {
        const std::int64_t id = src.int64(0);
        const QString text = src.text(2);
        if (const qsizetype length = codePointCount(text); src.int64(3) != length)
            problem(QStringLiteral("sources"), id,
                Tr::tr("its text is %1 characters long, not %2 as recorded").arg(length).arg(src.int64(3)));
        q.reset();
        q.bind(1, id);
        checkQuotes(q, text, src.text(1), problem, stop);
        if (Status s = q.finished(); !s)
            return s;
    }
    return src.finished();
}

namespace {

// A text as UTF-8 with where every 64th code point starts, to find a code
// point's byte without walking the whole text.
struct Utf8Text
{
    QByteArray bytes;
    std::vector<qsizetype> every64; // byte offset of code point 64·k
    qsizetype codePoints = 0;

    explicit Utf8Text(QByteArray utf8)
        : bytes(std::move(utf8))
    {
        if (isPlainAscii(bytes.constData(), bytes.size())) { // a code point is a byte
            codePoints = bytes.size();
            return;
        }
        const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
        for (qsizetype i = 0; i < bytes.size(); ++i) {
            if ((p[i] & 0xc0) == 0x80)
                continue;
            if (codePoints % 64 == 0)
                every64.push_back(i);
            ++codePoints;
        }
        if (codePoints == bytes.size())
            every64 = {}; // ASCII: a code point is a byte
    }

    // The byte where code point `n` starts (the end for n = codePoints), or -1.
    qsizetype byteOf(qsizetype n) const
    {
        if (n < 0 || n > codePoints)
            return -1;
        if (n == codePoints || every64.empty())
            return n == codePoints ? bytes.size() : n;
        const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
        qsizetype at = every64[std::size_t(n / 64)];
        for (qsizetype k = n % 64; k > 0; --k)
            do
                ++at;
            while (at < bytes.size() && (p[at] & 0xc0) == 0x80);
        return at;
    }
};

// Seeded afresh in each process: no stored quote can be made to match a
// passage it differs from, where a fixed seed could be aimed at.
std::size_t printSeed()
{
    static const std::size_t seed = std::size_t(QRandomGenerator::system()->generate64());
    return seed;
}

bool samePrint(std::string_view bytes, const QuotePrint &q)
{
    return qHashBits(bytes.data(), bytes.size(), printSeed()) == q.hash;
}

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// One account's print (its quote's bytes hashed), in `out`.
void printOf(const Statement &a, int quoteColumn, QuotePrint *out)
{
    const std::string_view quote = a.utf8(quoteColumn);
    out->hash = qHashBits(quote.data(), quote.size(), printSeed());
}

std::size_t accountCount(sqlite3 *h)
{
    auto count = Statement::prepare(h, "SELECT count(*) FROM accounts");
    return count && count.value().step() ? std::size_t(std::max<std::int64_t>(count.value().int64(0), 0)) : 0;
}

// The quotes of one text against it; false at the first that differs.
bool quotesMatch(const Utf8Text &text, const QuotePrint *begin, const QuotePrint *end)
{
    for (const QuotePrint *q = begin; q != end; ++q) {
        const qsizetype from = text.byteOf(q->span.start);
        const qsizetype to = q->span.end >= q->span.start ? text.byteOf(q->span.end) : -1;
        if (from < 0 || to < 0)
            return false;
        // A quote that begins with a byte-order mark is read without it
        // (QString::fromUtf8), so it is not what its text says there even
        // where the bytes are the same: the full check says so.
        const std::string_view said(text.bytes.constData() + from, std::size_t(to - from));
        if (said.starts_with(kByteOrderMark) || !samePrint(said, *q))
            return false;
    }
    return true;
}

} // namespace

namespace {

// The quick check with a thread on each of `handles` (the first on the
// calling thread), each reading its share of the sources; each asks `stop`
// after every text (so it must be safe to call from any of them).
Status looksCleanOn(const std::vector<sqlite3 *> &handles, bool *clean, const std::function<bool()> &stop)
{
    *clean = false;
    if (stop && stop())
        return success();
    auto cited = citedQuotes(handles.front(), stop);
    if (!cited)
        return Status::failure(cited.error());
    const int parts = int(handles.size());
    std::atomic<bool> ended = false; // a text not clean, or stopped
    std::vector<Status> read(handles.size(), success());
    {
        const auto check = [&](int k) {
            read[std::size_t(k)]
                = forEachSourceText(handles[std::size_t(k)], cited.value(), k, parts, [&](const SourceText &text) {
                      if (!ended.load() && (!stop || !stop()) && looksClean(text))
                          return success();
                      ended.store(true);
                      return Status::failure(QString()); // ends this thread's reading
                  });
        };
        std::vector<std::jthread> threads; // joined on the way out, also on a throw
        for (int k = 1; k < parts; ++k)
            threads.emplace_back(check, k);
        check(0);
    }
    // Stopped (thread 0 may have had no text to ask at), or not clean: the
    // full check judges.
    if (ended.load() || (stop && stop()))
        return success();
    for (const Status &s : read)
        if (!s)
            return s;
    *clean = true;
    return success();
}

} // namespace

Status sourceTextsAreClean(sqlite3 *h, bool *clean)
{
    return looksCleanOn({h}, clean, {});
}

Status sourceTextsAreClean(const Database &db, bool *clean, const std::function<bool()> &stop)
{
    const std::vector<std::unique_ptr<Database>> others = textReaders(db);
    std::vector<sqlite3 *> handles {db.handle()};
    for (const auto &other : others)
        handles.push_back(other->handle());
    return looksCleanOn(handles, clean, stop);
}

std::vector<std::unique_ptr<Database>> textReaders(const Database &db)
{
    // Few: a text may be 256 MB (and twice that decoded), and a machine may
    // have many cores.
    constexpr int kMostThreads = 4;
    std::vector<std::unique_ptr<Database>> others;
    while (int(others.size()) + 1 < std::clamp(QThread::idealThreadCount(), 1, kMostThreads)) {
        auto other = Database::openInSnapshotOf(db);
        if (!other)
            break;
        others.push_back(std::move(other).value());
    }
    return others;
}

bool looksClean(const SourceText &source)
{
    // Shared, not copied: Utf8Text keeps the bytes it maps. A text that
    // begins with a byte-order mark is read without it: its length and
    // spans are then the full check's to judge.
    QByteArray utf8 = source.utf8;
    if (!QUtf8StringView(utf8).isValidUtf8() || utf8.startsWith(kByteOrderMark.data()))
        return false;
    const Utf8Text text(std::move(utf8));
    return text.codePoints == source.recordedLength
        && quotesMatch(text, source.quotes.data(), source.quotes.data() + source.quotes.size());
}

std::span<const QuotePrint> CitedQuotes::printsOf(std::int64_t source) const
{
    const auto [begin, end] = std::equal_range(prints.begin(), prints.end(), QuotePrint {source, {}, {}},
        [](const QuotePrint &x, const QuotePrint &y) { return x.source < y.source; });
    return {prints.data() + (begin - prints.begin()), std::size_t(end - begin)};
}

namespace {

const char kCitedSql[] = "SELECT source_id, q_start, q_end, quote FROM accounts WHERE anchor IS NOT 'orphaned'";
const char kCitedBetweenSql[] = "SELECT source_id, q_start, q_end, quote FROM accounts WHERE anchor IS NOT 'orphaned' "
                                "AND rowid BETWEEN ?1 AND ?2";

// The prints of the rows `accounts` gives, appended to `prints` in its order.
Status appendPrints(Statement &accounts, std::vector<QuotePrint> &prints, const std::function<bool()> &stop = {})
{
    std::size_t rows = 0;
    while (accounts.step()) {
        if (stop && ++rows % 65536 == 0 && stop())
            return Status::failure(QStringLiteral("stopped"));
        QuotePrint q {accounts.int64(0), {accounts.int64(1), accounts.int64(2)}, {}};
        printOf(accounts, 3, &q);
        prints.push_back(q);
    }
    return accounts.finished();
}

void sortBySource(CitedQuotes &cited)
{
    std::sort(cited.prints.begin(), cited.prints.end(),
        [](const QuotePrint &x, const QuotePrint &y) { return x.source < y.source; });
}

// The prints of the accounts whose row ids lie in [from, to], in row order.
Status printsBetween(sqlite3 *h, std::int64_t from, std::int64_t to, std::vector<QuotePrint> &prints)
{
    auto accounts = Statement::prepare(h, kCitedBetweenSql);
    if (!accounts)
        return Status::failure(accounts.error());
    accounts.value().bind(1, from);
    accounts.value().bind(2, to);
    return appendPrints(accounts.value(), prints);
}

} // namespace

Result<CitedQuotes> citedQuotes(sqlite3 *h, const std::function<bool()> &stop)
{
    auto accounts = Statement::prepare(h, kCitedSql);
    if (!accounts)
        return Result<CitedQuotes>::failure(accounts.error());
    CitedQuotes cited;
    // Reserved and sorted in place: the list is most of the check's memory.
    cited.prints.reserve(accountCount(h));
    if (Status s = appendPrints(accounts.value(), cited.prints, stop); !s)
        return Result<CitedQuotes>::failure(s.error());
    sortBySource(cited);
    return cited;
}

Result<CitedQuotes> citedQuotes(const std::vector<sqlite3 *> &handles)
{
    // Where anything fails, the accounts are read again on one connection,
    // for the problem as it reports it.
    auto range = Statement::prepare(handles.front(), "SELECT min(rowid), max(rowid) FROM accounts");
    if (handles.size() < 2 || !range || !range.value().step() || range.value().isNull(0))
        return citedQuotes(handles.front());
    const std::int64_t first = range.value().int64(0), last = range.value().int64(1);
    // Part k from bounds[k] to bounds[k + 1] - 1 (the last to `last`),
    // unsigned: ids may span the whole of 64 bits.
    const std::size_t n = handles.size();
    const std::uint64_t step = (std::uint64_t(last) - std::uint64_t(first)) / n;
    if (step == 0)
        return citedQuotes(handles.front());
    std::vector<std::int64_t> bounds;
    for (std::size_t k = 0; k < n; ++k)
        bounds.push_back(std::int64_t(std::uint64_t(first) + step * k));
    const auto to = [&](std::size_t k) { return k + 1 < n ? bounds[k + 1] - 1 : last; };
    // The first part's list holds them all in the end: reserved for all
    // (its pages are touched only as they are written), the others for
    // their share.
    const std::size_t count = accountCount(handles.front());
    std::vector<std::vector<QuotePrint>> parts(n);
    std::vector<Status> read(n, success());
    parts[0].reserve(count);
    {
        std::vector<std::jthread> threads; // joined on the way out, also on a throw
        for (std::size_t k = 1; k < n; ++k) {
            parts[k].reserve(count / n + count / 16);
            threads.emplace_back([&, k] { read[k] = printsBetween(handles[k], bounds[k], to(k), parts[k]); });
        }
        read[0] = printsBetween(handles[0], bounds[0], to(0), parts[0]);
    }
    if (!std::all_of(read.cbegin(), read.cend(), [](const Status &s) { return s.ok(); }))
        return citedQuotes(handles.front());
    CitedQuotes cited;
    cited.prints = std::move(parts[0]);
    for (std::size_t k = 1; k < n; ++k) {
        cited.prints.insert(cited.prints.end(), parts[k].begin(), parts[k].end());
        parts[k] = {};
    }
    sortBySource(cited);
    return cited;
}

namespace {

// A text's bytes read into one buffer kept from text to text (an incremental
// BLOB read): a column read gives each text a fresh block of its size, which
// the kernel maps, zeroes page by page as it is written and unmaps again
// (a fifth of the corpus export's system time at a thousand texts). Only in
// a UTF-8 database, whose stored text is its UTF-8; a value that is not text
// or bytes (which cannot be read so) is read as a column.
class BodyReader
{
public:
    explicit BodyReader(sqlite3 *h)
        : m_db(h)
    {
        auto encoding = Statement::prepare(h, "PRAGMA encoding");
        m_direct = encoding && encoding.value().step() && encoding.value().text(0) == u"UTF-8";
    }
    ~BodyReader()
    {
        if (m_blob)
            sqlite3_blob_close(m_blob);
    }
    BodyReader(const BodyReader &) = delete;
    BodyReader &operator=(const BodyReader &) = delete;

    // The body of source row `id`, valid until the next read.
    Result<std::string_view> read(std::int64_t id)
    {
        if (!m_direct)
            return asColumn(id);
        const int opened = m_blob ? sqlite3_blob_reopen(m_blob, id)
                                  : sqlite3_blob_open(m_db, "main", "sources", "body", id, 0, &m_blob);
        if (opened == SQLITE_ERROR) { // a value of another type, which the column read judges
            if (m_blob) // a failed reopen leaves the handle unusable
                sqlite3_blob_close(m_blob);
            m_blob = nullptr;
            return asColumn(id);
        }
        if (opened != SQLITE_OK)
            return Result<std::string_view>::failure(QString::fromUtf8(sqlite3_errmsg(m_db)));
        const int bytes = sqlite3_blob_bytes(m_blob);
        if (bytes > m_buffer.size())
            m_buffer.resize(bytes);
        if (bytes > 0 && sqlite3_blob_read(m_blob, m_buffer.data(), bytes, 0) != SQLITE_OK)
            return Result<std::string_view>::failure(QString::fromUtf8(sqlite3_errmsg(m_db)));
        return std::string_view(m_buffer.constData(), std::size_t(bytes));
    }

private:
    Result<std::string_view> asColumn(std::int64_t id)
    {
        if (!m_column.isValid()) {
            auto st = Statement::prepare(m_db, "SELECT body FROM sources WHERE id = ?1");
            if (!st)
                return Result<std::string_view>::failure(st.error());
            m_column = std::move(st).value();
        }
        m_column.reset();
        m_column.bind(1, id);
        if (!m_column.step())
            return Result<std::string_view>::failure(m_column.error());
        return m_column.utf8(0);
    }

    sqlite3 *m_db;
    bool m_direct = false;
    sqlite3_blob *m_blob = nullptr;
    QByteArray m_buffer;
    Statement m_column;
};

} // namespace

Status forEachSourceText(sqlite3 *h, const CitedQuotes &cited, int part, int parts, const SourceVisitor &visit)
{
    // A row id may be negative, and so its remainder: taken back into 0…parts-1.
    auto sources = Statement::prepare(
        h, "SELECT id, key, body_length FROM sources WHERE ((id % ?1) + ?1) % ?1 = ?2 ORDER BY id");
    if (!sources)
        return Status::failure(sources.error());
    Statement &src = sources.value();
    src.bind(1, std::max(parts, 1));
    src.bind(2, part);
    BodyReader bodies(h);
    while (src.step()) {
        const std::int64_t id = src.int64(0);
        const auto body = bodies.read(id);
        if (!body)
            return Status::failure(body.error());
        const std::string_view bytes = body.value();
        const SourceText text {src.text(1), QByteArray::fromRawData(bytes.data(), qsizetype(bytes.size())),
            src.int64(2), cited.printsOf(id)};
        if (Status s = visit(text); !s)
            return s;
    }
    return src.finished();
}

} // namespace parallax::db
