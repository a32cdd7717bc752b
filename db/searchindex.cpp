#include "searchindex.h"

#include "searchpairs.h"

#include <core/textoffsets.h>

#include <sqlite3.h>

#include <string>
#include <utility>

namespace parallax::db {

using namespace searchlayout;

QString eventSearchText(const QString &titleEn, const QString &titleZh, const QString &summaryEn)
{
    return titleEn + u' ' + titleZh + u' ' + summaryEn;
}

QString accountSearchText(const QString &glossEn, const QString &noteEn)
{
    return glossEn + u' ' + noteEn;
}

QString foldedIfDifferent(const QString &text)
{
    // Plain ASCII only differs in case, which the trigram index ignores, and
    // most text is plain ASCII or Chinese: skip the normalisation for it.
    if (isPlainAscii(text))
        return QString();
    QString folded = foldForSearch(text);
    if (folded == text.toCaseFolded())
        return QString();
    return folded;
}

// Up to 16 consecutive rows of one kind, waiting to become one FTS row.
struct SearchIndexWriter::Chunk
{
    Statement *st = nullptr;
    std::int64_t rowidBase = 0;
    std::int64_t number = -1;
    QString body;
    QString folded;
    bool anyFolded = false;
};

SearchIndexWriter::SearchIndexWriter(Database &db, Pairs pairs)
    : m_db(db)
    , m_prepared(Statement::prepareAll(db.handle(),
          {{&m_events, "INSERT INTO search_events (rowid, body, folded) VALUES (?1, ?2, ?3)"},
              {&m_names, "INSERT INTO search_names (rowid, body, folded) VALUES (?1, ?2, ?3)"},
              {&m_passages, "INSERT INTO search_passages (rowid, body, folded) VALUES (?1, ?2, ?3)"},
              {&m_passageRows,
                  "INSERT INTO passages (source_id, start, end, byte_start, byte_end) VALUES (?1, ?2, ?3, ?4, ?5)"}}))
    , m_eventChunk(std::make_unique<Chunk>())
    , m_accountChunk(std::make_unique<Chunk>())
{
    m_eventChunk->st = &m_events;
    m_accountChunk->st = &m_events;
    m_accountChunk->rowidBase = kSecondKind;
    // The pairs' index (schema 13) is written where the file has it: the
    // migration to 12 rebuilds the index before 13 adds the table.
    if (pairs == Pairs::Written && m_prepared
        && db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'search_pairs'") == u"1")
        m_prepared = Statement::prepareAll(
            db.handle(), {{&m_pairs, "INSERT INTO search_pairs (rowid, pairs) VALUES (?1, ?2)"}});
}

SearchIndexWriter::~SearchIndexWriter() = default;

Status SearchIndexWriter::indexRow(Statement &st, std::int64_t rowid, const QString &body, const QString &folded)
{
    if (!m_prepared)
        return m_prepared;
    st.bind(1, rowid);
    st.bind(2, body);
    if (folded.isNull())
        st.bindNull(3);
    else
        st.bind(3, folded);
    if (!st.exec())
        return Status::failure(st.error());
    return success();
}

Status SearchIndexWriter::add(Chunk &chunk, std::int64_t id, const QString &text)
{
    const std::int64_t number = id >> kChunkShift;
    if (number != chunk.number) {
        if (Status s = flush(chunk); !s)
            return s;
        chunk.number = number;
    }
    // The folded column is written only when a line of the chunk needs it;
    // until then it would equal the text, and is not kept.
    const QString folded = foldedIfDifferent(text);
    if (!folded.isNull() && !chunk.anyFolded) {
        chunk.folded = chunk.body;
        chunk.anyFolded = true;
    }
    chunk.body += text;
    chunk.body += u'\n';
    if (chunk.anyFolded) {
        chunk.folded += folded.isNull() ? text : folded;
        chunk.folded += u'\n';
    }
    return success();
}

Status SearchIndexWriter::flush(Chunk &chunk)
{
    if (chunk.number < 0 || chunk.body.isEmpty())
        return success();
    chunk.body += u'\n';
    chunk.folded += u'\n';
    Status s
        = indexRow(*chunk.st, chunk.rowidBase + chunk.number, chunk.body, chunk.anyFolded ? chunk.folded : QString());
    chunk.body.clear();
    chunk.folded.clear();
    chunk.anyFolded = false;
    chunk.number = -1;
    return s;
}

Status SearchIndexWriter::event(std::int64_t id, const QString &text)
{
    return add(*m_eventChunk, id, text);
}

Status SearchIndexWriter::account(std::int64_t id, const QString &text)
{
    if (text.trimmed().isEmpty())
        return success();
    return add(*m_accountChunk, id, text);
}

namespace {
// The bytes UTF-16 unit `i` of `text` takes in the UTF-8 SQLite stores
// (db/sqlite.cpp's toUtf8()): a pair's four counted at its first unit, a
// lone surrogate's U+FFFD three.
int utf8Bytes(const QString &text, qsizetype i)
{
    const char16_t c = text[i].unicode();
    if (c < 0x80)
        return 1;
    if (c < 0x800)
        return 2;
    if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate())
        return 4;
    if (QChar::isLowSurrogate(c) && i > 0 && text[i - 1].isHighSurrogate())
        return 0;
    return 3;
}

// One line as an FTS row of its own: the text and, when it needs one, its
// folded form, each followed by the two line ends every indexed line has.
std::pair<QString, QString> singleLine(const QString &text)
{
    const QString folded = foldedIfDifferent(text);
    return {text + QStringLiteral("\n\n"), folded.isNull() ? folded : folded + QStringLiteral("\n\n")};
}
} // namespace

Status SearchIndexWriter::place(std::int64_t id, const QString &names)
{
    const auto [body, folded] = singleLine(names);
    return indexRow(m_names, id, body, folded);
}

Status SearchIndexWriter::person(std::int64_t id, const QString &names)
{
    const auto [body, folded] = singleLine(names);
    return indexRow(m_names, kSecondKind + id, body, folded);
}

Status forEachPassage(
    const QString &body, const std::function<Status(qsizetype start, qsizetype end, bool blank)> &each)
{
    constexpr qsizetype kLongest = 600;
    auto isEnd = [](QChar c) {
        return c == u'\n' || c == u'。' || c == u'！' || c == u'？' || c == u'.' || c == u'!' || c == u'?';
    };
    qsizetype start = 0, lastEnd = -1;
    auto piece = [&](qsizetype end) -> Status {
        const qsizetype from = std::exchange(start, end);
        lastEnd = -1;
        // A view: no copy of every passage.
        return each(from, end, QStringView(body).mid(from, end - from).trimmed().isEmpty());
    };
    for (qsizetype i = 0; i < body.size(); ++i) {
        if (isEnd(body[i]))
            lastEnd = i + 1;
        // A paragraph ends a passage; a long one is cut at its last sentence end.
        if (body[i] == u'\n' || (i - start >= kLongest && lastEnd > start)) {
            if (Status s = piece(body[i] == u'\n' ? i + 1 : lastEnd); !s)
                return s;
        }
    }
    if (start < body.size())
        return piece(body.size());
    return success();
}

Status SearchIndexWriter::source(std::int64_t id, const QString &body)
{
    if (!m_prepared)
        return m_prepared;
    qsizetype codePoint = 0, byte = 0;
    return forEachPassage(body, [&](qsizetype start, qsizetype end, bool blank) -> Status {
        const qsizetype firstCodePoint = codePoint, firstByte = byte;
        for (qsizetype i = start; i < end; ++i) {
            if (!(body[i].isLowSurrogate() && i > 0 && body[i - 1].isHighSurrogate()))
                ++codePoint;
            byte += utf8Bytes(body, i);
        }
        if (blank)
            return success();
        const QString passage = body.mid(start, end - start);
        m_passageRows.bind(1, id);
        m_passageRows.bind(2, std::int64_t(firstCodePoint));
        m_passageRows.bind(3, std::int64_t(codePoint));
        m_passageRows.bind(4, std::int64_t(firstByte));
        m_passageRows.bind(5, std::int64_t(byte));
        if (!m_passageRows.exec())
            return Status::failure(m_passageRows.error());
        const std::int64_t row = sqlite3_last_insert_rowid(m_db.handle());
        const auto [indexed, folded] = singleLine(passage);
        if (Status s = indexRow(m_passages, row, indexed, folded); !s)
            return s;
        return indexPairs(row, passage);
    });
}

namespace {
// One passage's tokens into search_pairs through `insert` (rowid ?1, pairs
// ?2); nothing when it has none.
Status insertPairs(Statement &insert, std::int64_t passage, std::string_view tokens)
{
    if (tokens.empty())
        return success();
    insert.bind(1, passage);
    insert.bindUtf8(2, tokens);
    if (!insert.exec())
        return Status::failure(insert.error());
    return success();
}
} // namespace

Status SearchIndexWriter::indexPairs(std::int64_t row, const QString &passage)
{
    if (!m_pairs.isValid())
        return success();
    return insertPairs(m_pairs, row, passagePairTokens(passage));
}

Status SearchIndexWriter::finish()
{
    if (Status s = flush(*m_eventChunk); !s)
        return s;
    return flush(*m_accountChunk);
}

Status rebuildSearchIndex(Database &db)
{
    if (Status s
        = db.execScript(QStringLiteral("DELETE FROM passages;"
                                       "INSERT INTO search_events (search_events) VALUES ('delete-all');"
                                       "INSERT INTO search_names (search_names) VALUES ('delete-all');"
                                       "INSERT INTO search_passages (search_passages) VALUES ('delete-all');"));
        !s)
        return s;
    if (db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'search_pairs'") == u"1")
        if (Status s = db.execScript(QStringLiteral("INSERT INTO search_pairs (search_pairs) VALUES ('delete-all');"));
            !s)
            return s;
    SearchIndexWriter w(db);
    sqlite3 *h = db.handle();
    // Each query's rows, fed to the writer.
    auto feed = [&](const char *sql, auto write) -> Status {
        auto st = Statement::prepare(h, sql);
        if (!st)
            return Status::failure(st.error());
        while (st.value().step())
            if (Status s = write(st.value()); !s)
                return s;
        return st.value().finished();
    };
    if (Status s = feed("SELECT id, title_en, title_zh, summary_en FROM events ORDER BY id",
            [&](Statement &st) { return w.event(st.int64(0), eventSearchText(st.text(1), st.text(2), st.text(3))); });
        !s)
        return s;
    if (Status s = feed("SELECT id, gloss_en, note_en FROM accounts ORDER BY id",
            [&](Statement &st) { return w.account(st.int64(0), accountSearchText(st.text(1), st.text(2))); });
        !s)
        return s;
    // The forms of names (schema 5) join the names where the schema has them.
    const bool forms = db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'place_variants'").toInt() > 0;
    if (Status s = feed(forms ? "SELECT place_id, group_concat(name, ' ') FROM (SELECT place_id, name FROM place_names "
                                "UNION ALL SELECT place_id, name FROM place_variants) GROUP BY place_id"
                              : "SELECT place_id, group_concat(name, ' ') FROM place_names GROUP BY place_id",
            [&](Statement &st) { return w.place(st.int64(0), st.text(1)); });
        !s)
        return s;
    if (Status s
        = feed(forms ? "SELECT person_id, group_concat(name, ' ') FROM (SELECT person_id, name FROM person_names "
                       "UNION ALL SELECT person_id, name FROM person_variants) GROUP BY person_id"
                     : "SELECT person_id, group_concat(name, ' ') FROM person_names GROUP BY person_id",
            [&](Statement &st) { return w.person(st.int64(0), st.text(1)); });
        !s)
        return s;
    if (Status s = feed("SELECT id, body FROM sources ORDER BY id",
            [&](Statement &st) { return w.source(st.int64(0), st.text(1)); });
        !s)
        return s;
    return w.finish();
}

PairIndexWriter::PairIndexWriter(Database &db)
    : m_db(db)
{ }

// Written in bulk as an import writes its index (db/databasebuild.cpp: FTS5's
// 1 MB of pending index and merges every 4 segments would merge the same data
// over and over), then left with the settings edits use.
Status PairIndexWriter::begin()
{
    if (Status s = m_db.execScript(QStringLiteral(
            "INSERT INTO search_pairs (search_pairs, rank) VALUES ('hashsize', 67108864), ('automerge', 16), "
            "('crisismerge', 64);"));
        !s)
        return s;
    return Statement::prepareAll(
        m_db.handle(), {{&m_insert, "INSERT INTO search_pairs (rowid, pairs) VALUES (?1, ?2)"}});
}

Status PairIndexWriter::add(std::int64_t passage, std::string_view tokens)
{
    return insertPairs(m_insert, passage, tokens);
}

Status PairIndexWriter::finish()
{
    return m_db.execScript(QStringLiteral("INSERT INTO search_pairs (search_pairs, rank) VALUES ('hashsize', 1048576), "
                                          "('automerge', 4), ('crisismerge', 64);"));
}

Status fillPairIndex(Database &db)
{
    if (Status s = db.execScript(QStringLiteral("INSERT INTO search_pairs (search_pairs) VALUES ('delete-all');")); !s)
        return s;
    PairIndexWriter pairs(db);
    if (Status s = pairs.begin(); !s)
        return s;
    // In the sources' order, so that each text is walked once (passage_text()).
    auto st = Statement::prepare(db.handle(),
        "SELECT id, passage_text(0, source_id, byte_start, byte_end) FROM passages ORDER BY source_id, start");
    if (!st)
        return Status::failure(st.error());
    while (st.value().step())
        if (Status s = pairs.add(st.value().int64(0), passagePairTokens(st.value().utf8(1))); !s)
            return s;
    if (Status s = st.value().finished(); !s)
        return s;
    return pairs.finish();
}

namespace {

// Walks a source's UTF-8 text forward, counting code points, to check that
// passages' byte stretches and code-point stretches name the same words.
class CodePointWalk
{
public:
    void reset(std::string text)
    {
        m_text = std::move(text);
        m_byte = 0;
        m_codePoint = 0;
    }
    // The code point at byte `at`, or -1 when `at` is past the text or
    // inside a character.
    std::int64_t codePointAt(std::int64_t at)
    {
        if (at < 0 || at > std::int64_t(m_text.size()))
            return -1;
        if (at < m_byte)
            m_byte = m_codePoint = 0; // passages come in order: rare
        for (; m_byte < at; ++m_byte)
            if ((static_cast<unsigned char>(m_text[std::size_t(m_byte)]) & 0xC0) != 0x80)
                ++m_codePoint;
        if (at < std::int64_t(m_text.size()) && (static_cast<unsigned char>(m_text[std::size_t(at)]) & 0xC0) == 0x80)
            return -1;
        return m_codePoint;
    }

private:
    std::string m_text;
    std::int64_t m_byte = 0;
    std::int64_t m_codePoint = 0;
};

// Each passage must be the part of its source it says it is: its bytes
// there the same stretch as its code points, and not empty.
void comparePassages(sqlite3 *h, QStringList *problems)
{
    auto st = Statement::prepare(
        h, "SELECT id, start, end, byte_start, byte_end, source_id FROM passages ORDER BY source_id, start");
    auto text = Statement::prepare(h, "SELECT body FROM sources WHERE id = ?1");
    if (!st || !text) {
        *problems << (st ? text.error() : st.error());
        return;
    }
    CodePointWalk walk;
    std::int64_t lastSource = -1;
    bool sourceThere = false;
    qsizetype wrong = 0;
    std::int64_t first = 0;
    while (st.value().step()) {
        const Statement &row = st.value();
        if (const std::int64_t source = row.int64(5); source != lastSource) {
            lastSource = source;
            Statement &t = text.value();
            t.reset();
            t.bind(1, source);
            sourceThere = t.step();
            walk.reset(sourceThere ? std::string(t.utf8(0)) : std::string());
        }
        const bool fits = sourceThere && row.int64(2) > row.int64(1) && walk.codePointAt(row.int64(3)) == row.int64(1)
            && walk.codePointAt(row.int64(4)) == row.int64(2);
        if (!fits && wrong++ == 0)
            first = row.int64(0);
    }
    if (Status s = st.value().finished(); !s)
        *problems << s.error();
    if (wrong)
        *problems << QStringLiteral(
            "passages: %1 passage(s) are not a stretch of their source's text (the first: row %2)")
                         .arg(wrong)
                         .arg(first);
}

// Indexed rows must be found by a trigram of their own text: every row of a
// small corpus, an even sample of about a thousand rows of each kind in a
// large one. (A contentless FTS5 table cannot list its rows, so each is
// looked up from the rows it stands for.)
void compareRows(sqlite3 *h, const char *kind, const char *table, const char *rowsSql, QStringList *problems)
{
    const QByteArray matchSql
        = QByteArray("SELECT count(*) FROM ") + table + " WHERE " + table + " MATCH ?1 AND rowid = ?2";
    auto rows = Statement::prepare(h, rowsSql);
    auto match = Statement::prepare(h, matchSql.constData());
    if (!rows || !match) {
        *problems << QStringLiteral("%1: %2").arg(QLatin1String(table), rows ? match.error() : rows.error());
        return;
    }
    qsizetype missing = 0;
    std::int64_t first = 0;
    while (rows.value().step()) {
        const QString text = rows.value().text(1).trimmed();
        if (text.size() < 3 || text[0].isSurrogate() || text[1].isSurrogate() || text[2].isSurrogate())
            continue;
        Statement &m = match.value();
        m.reset();
        m.bind(1, u'"' + text.left(3).replace(u'"', QLatin1String("\"\"")) + u'"');
        m.bind(2, rows.value().int64(0));
        if (!m.step() || m.int64(0) == 0) {
            if (missing++ == 0)
                first = rows.value().int64(2);
        }
    }
    if (Status s = rows.value().finished(); !s)
        *problems << QStringLiteral("%1: %2").arg(QLatin1String(table), s.error());
    if (missing)
        *problems << QStringLiteral("%1: %2 %3 are not found by their own text (the first: row %4)")
                         .arg(QLatin1String(table))
                         .arg(missing)
                         .arg(QLatin1String(kind))
                         .arg(first);
}

// Sampled passages must be found by each of their word pairs (schema 13).
void comparePairs(sqlite3 *h, QStringList *problems)
{
    auto rows = Statement::prepare(h,
        "SELECT id, passage_text(0, source_id, byte_start, byte_end) FROM passages "
        "WHERE id % ((SELECT count(*) FROM passages) / 1000 + 1) = 0");
    auto match = Statement::prepare(h, "SELECT count(*) FROM search_pairs WHERE search_pairs MATCH ?1 AND rowid = ?2");
    if (!rows || !match) {
        *problems << QStringLiteral("search_pairs: %1").arg(rows ? match.error() : rows.error());
        return;
    }
    qsizetype missing = 0;
    std::int64_t first = 0;
    while (rows.value().step()) {
        const QString tokens = QString::fromLatin1(passagePairTokens(rows.value().utf8(1)));
        if (tokens.isEmpty())
            continue;
        // One pair at a time: FTS5 finds the row of one term by seeking,
        // but for "a AND b AND …" it first walks the terms' lists from
        // their starts to the first row holding all of them (at 100,000
        // events the check took six minutes; 0.1 ms a pair asked alone).
        bool found = true;
        for (const QString &pair : tokens.split(u' ', Qt::SkipEmptyParts)) {
            Statement &m = match.value();
            m.reset();
            m.bind(1, u'"' + pair + u'"');
            m.bind(2, rows.value().int64(0));
            if (!m.step() || m.int64(0) == 0) {
                found = false;
                break;
            }
        }
        if (!found && missing++ == 0)
            first = rows.value().int64(0);
    }
    if (Status s = rows.value().finished(); !s)
        *problems << QStringLiteral("search_pairs: %1").arg(s.error());
    if (missing)
        *problems << QStringLiteral("search_pairs: %1 passage(s) are not found by their word pairs (the first: row %2)")
                         .arg(missing)
                         .arg(first);
}

} // namespace

QStringList checkSearchIndex(const Database &db)
{
    sqlite3 *h = db.handle();
    QStringList problems;
    // Row ids and texts as db/searchindex.h lays them out (2^40 = 1099511627776);
    // each query returns (index row id, text, row id) for every n-th row.
    compareRows(h, "event(s)", "search_events",
        "SELECT id >> 4, title_en || ' ' || title_zh || ' ' || summary_en, id FROM events "
        "WHERE id % ((SELECT count(*) FROM events) / 1000 + 1) = 0",
        &problems);
    compareRows(h, "account(s)", "search_events",
        "SELECT 1099511627776 + (id >> 4), gloss_en || ' ' || note_en, id FROM accounts "
        "WHERE id % ((SELECT count(*) FROM accounts) / 1000 + 1) = 0",
        &problems);
    compareRows(h, "place name(s)", "search_names",
        "SELECT place_id, name, place_id FROM place_names "
        "WHERE place_id % ((SELECT count(*) FROM places) / 1000 + 1) = 0",
        &problems);
    compareRows(h, "person name(s)", "search_names",
        "SELECT 1099511627776 + person_id, name, person_id FROM person_names "
        "WHERE person_id % ((SELECT count(*) FROM people) / 1000 + 1) = 0",
        &problems);
    compareRows(h, "passage(s)", "search_passages",
        "SELECT id, passage_text(0, source_id, byte_start, byte_end), id FROM passages "
        "WHERE id % ((SELECT count(*) FROM passages) / 1000 + 1) = 0",
        &problems);
    comparePairs(h, &problems);
    comparePassages(h, &problems);
    return problems;
}
} // namespace parallax::db
