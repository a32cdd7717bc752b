#include <db/distincttokens.h>

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <QRandomGenerator>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace parallax::db;

namespace {

struct Closer
{
    void operator()(sqlite3 *db) const { sqlite3_close(db); }
};
using Connection = std::unique_ptr<sqlite3, Closer>;

Connection memoryDatabase(bool distinct)
{
    sqlite3 *db = nullptr;
    EXPECT_EQ(sqlite3_open(":memory:", &db), SQLITE_OK);
    Connection c(db);
    if (distinct) {
        EXPECT_TRUE(registerDistinctTrigrams(db));
    }
    return c;
}

void exec(sqlite3 *db, const std::string &sql)
{
    char *error = nullptr;
    ASSERT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error), SQLITE_OK) << (error ? error : "") << "\n"
                                                                                  << sql;
}

// The search tables' definition (db/migrations/010_search_lean.sql).
std::string tableOf(const std::string &caseSensitive)
{
    return "CREATE VIRTUAL TABLE t USING fts5(body, folded, tokenize = 'trigram case_sensitive " + caseSensitive
        + "', content = '', columnsize = 0, detail = none)";
}

void write(sqlite3 *db, const char *command, std::int64_t row, const std::string &body, const std::string &folded)
{
    sqlite3_stmt *st = nullptr;
    const std::string sql = command == nullptr ? "INSERT INTO t(rowid, body, folded) VALUES (?1, ?2, ?3)"
                                               : "INSERT INTO t(t, rowid, body, folded) VALUES ('delete', ?1, ?2, ?3)";
    ASSERT_EQ(sqlite3_prepare_v2(db, sql.c_str(), -1, &st, nullptr), SQLITE_OK);
    sqlite3_bind_int64(st, 1, row);
    sqlite3_bind_text(st, 2, body.data(), int(body.size()), SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 3, folded.data(), int(folded.size()), SQLITE_TRANSIENT);
    EXPECT_EQ(sqlite3_step(st), SQLITE_DONE) << sqlite3_errmsg(db);
    sqlite3_finalize(st);
}

// Every record of the index but its totals (id 1), which count tokens.
std::map<std::int64_t, std::string> indexRecords(sqlite3 *db)
{
    std::map<std::int64_t, std::string> records;
    sqlite3_stmt *st = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, "SELECT id, block FROM t_data WHERE id <> 1", -1, &st, nullptr), SQLITE_OK);
    while (sqlite3_step(st) == SQLITE_ROW)
        records[sqlite3_column_int64(st, 0)] = std::string(
            static_cast<const char *>(sqlite3_column_blob(st, 1)), std::size_t(sqlite3_column_bytes(st, 1)));
    sqlite3_finalize(st);
    return records;
}

// The tokens counted in the body column, from the totals record: a varint
// of the rows, then one of each column's tokens (all below 2^14 here).
std::int64_t bodyTokensCounted(sqlite3 *db)
{
    sqlite3_stmt *st = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, "SELECT block FROM t_data WHERE id = 1", -1, &st, nullptr), SQLITE_OK);
    std::vector<std::int64_t> values;
    if (sqlite3_step(st) == SQLITE_ROW) {
        const auto *b = static_cast<const unsigned char *>(sqlite3_column_blob(st, 0));
        const int n = sqlite3_column_bytes(st, 0);
        for (int i = 0; i < n;) {
            std::int64_t v = b[i] & 0x7f;
            if (b[i++] & 0x80) {
                EXPECT_LT(i, n);
                EXPECT_EQ(b[i] & 0x80, 0) << "a larger total than this test reads";
                v = (v << 7) | b[i++];
            }
            values.push_back(v);
        }
    }
    sqlite3_finalize(st);
    return values.size() >= 2 ? values[1] : -1;
}

// Trigrams as FTS5's tokenizer cuts them (three code points at each place
// that has three), for the ASCII documents whose count this test checks.
std::vector<std::string> asciiTrigrams(const std::string &text, bool fold)
{
    std::vector<std::string> out;
    if (text.find('\0') != std::string::npos)
        return out;
    for (std::size_t i = 0; i + 3 <= text.size(); ++i) {
        std::string t = text.substr(i, 3);
        if (fold)
            for (char &c : t)
                c = (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
        out.push_back(t);
    }
    return out;
}

std::string randomText(QRandomGenerator &random)
{
    static const std::vector<std::string> pieces = {"the ", "The ", "THE ", "a", "b", "B", "ab", "Ab", " ", ".", "\n",
        "Zz", "@[", "`{", "Ä", "ä", "ß", "É", "拿破仑", "拿", "日", "𝔄", "😀", "Ǆ", "ǅ", "İ", std::string("x\0y", 3)};
    std::string text;
    const int count = random.bounded(0, 40);
    const bool asciiOnly = random.bounded(2) == 0;
    while (int(text.size()) < count) {
        const std::string &p = pieces[random.bounded(int(pieces.size()))];
        const bool ascii = std::all_of(p.begin(), p.end(), [](char c) { return c != 0 && (unsigned char)c < 0x80; });
        if (!asciiOnly || ascii)
            text += p;
    }
    return text;
}

} // namespace

// The index made with each distinct trigram of a row handed on once is the
// index FTS5's own tokenizer makes, byte for byte, for ASCII and other text,
// folded or not, through inserts and deletes; only the tokens it counts
// (kept for ranking, which the search does not use) are fewer.
TEST(DistinctTrigrams, WriteTheIndexFts5Writes)
{
    for (const std::string caseSensitive : {"0", "1"}) {
        SCOPED_TRACE("case_sensitive " + caseSensitive);
        QRandomGenerator random(17);
        Connection builtin = memoryDatabase(false), distinct = memoryDatabase(true);
        for (sqlite3 *db : {builtin.get(), distinct.get()})
            exec(db, tableOf(caseSensitive) + "; BEGIN;");
        std::vector<std::pair<std::string, std::string>> rows;
        std::int64_t all = 0, distinctPerRow = 0;
        for (int row = 1; row <= 3000; ++row) {
            rows.emplace_back(randomText(random), randomText(random));
            const auto &[body, folded] = rows.back();
            for (sqlite3 *db : {builtin.get(), distinct.get()})
                write(db, nullptr, row, body, folded);
            const bool ascii
                = std::all_of(body.begin(), body.end(), [](char c) { return c != 0 && (unsigned char)c < 0x80; });
            if (ascii) {
                const auto trigrams = asciiTrigrams(body, caseSensitive == "0");
                all += qint64(trigrams.size());
                distinctPerRow += qint64(std::set<std::string>(trigrams.begin(), trigrams.end()).size());
            }
            if (row % 500 == 0) { // several segments, merged as FTS5 merges them
                for (sqlite3 *db : {builtin.get(), distinct.get()})
                    exec(db, "COMMIT; BEGIN;");
            }
        }
        for (sqlite3 *db : {builtin.get(), distinct.get()})
            exec(db, "COMMIT;");
        EXPECT_EQ(indexRecords(builtin.get()), indexRecords(distinct.get()));
        ASSERT_GT(all, distinctPerRow); // the documents repeat trigrams

        // Deleting rows (a contentless table is given their text again).
        for (sqlite3 *db : {builtin.get(), distinct.get()}) {
            exec(db, "BEGIN;");
            for (std::size_t i = 0; i < rows.size(); i += 3)
                write(db, "delete", std::int64_t(i + 1), rows[i].first, rows[i].second);
            exec(db, "COMMIT; INSERT INTO t(t) VALUES ('optimize');");
        }
        EXPECT_EQ(indexRecords(builtin.get()), indexRecords(distinct.get()));
        for (sqlite3 *db : {builtin.get(), distinct.get()})
            exec(db, "INSERT INTO t(t, rank) VALUES ('integrity-check', 0);");
    }
}

// The wrapper is the tokenizer in use: each distinct trigram of a row's
// text counts once, where FTS5's own counts every one.
TEST(DistinctTrigrams, EachDistinctTrigramOfARowCountsOnce)
{
    Connection builtin = memoryDatabase(false), distinct = memoryDatabase(true);
    const std::vector<std::string> bodies = {"The the THE the", "aaaaaaa", "abcabcabc", "ab", "", "Napoleon at Elba"};
    std::int64_t all = 0, distinctPerRow = 0;
    for (const std::string &body : bodies) {
        const auto trigrams = asciiTrigrams(body, true);
        all += qint64(trigrams.size());
        distinctPerRow += qint64(std::set<std::string>(trigrams.begin(), trigrams.end()).size());
    }
    for (sqlite3 *db : {builtin.get(), distinct.get()}) {
        exec(db, tableOf("0"));
        for (std::size_t i = 0; i < bodies.size(); ++i)
            write(db, nullptr, std::int64_t(i + 1), bodies[i], "");
    }
    EXPECT_EQ(bodyTokensCounted(builtin.get()), all);
    EXPECT_EQ(bodyTokensCounted(distinct.get()), distinctPerRow);
    EXPECT_LT(distinctPerRow, all);
}

// A query of the search tables: each trigram of `text` quoted, joined by
// AND (a table without positions refuses a longer quoted phrase).
std::string trigramQuery(const std::string &text)
{
    const QString q = QString::fromStdString(text);
    QStringList terms;
    for (qsizetype i = 0; i + 3 <= q.size(); ++i)
        terms << u'"' + q.mid(i, 3).replace(u'"', QLatin1String("\"\"")) + u'"';
    return terms.join(QLatin1String(" AND ")).toStdString();
}

// Queries are cut as FTS5 cuts them: a trigram repeated in a query is
// still asked for, and a match is found in any case; each query runs to
// its end, and those whose words the rows hold find rows.
TEST(DistinctTrigrams, QueriesFindWhatTheBuiltInFinds)
{
    Connection builtin = memoryDatabase(false), distinct = memoryDatabase(true);
    QRandomGenerator random(5);
    std::vector<std::string> bodies;
    bodies.reserve(402);
    for (int i = 0; i < 400; ++i)
        bodies.push_back(randomText(random));
    bodies.push_back("the the THE thethe Ab ab");
    bodies.push_back("拿破仑 at Elba");
    for (sqlite3 *db : {builtin.get(), distinct.get()}) {
        exec(db, tableOf("0"));
        for (std::size_t i = 0; i < bodies.size(); ++i)
            write(db, nullptr, std::int64_t(i + 1), bodies[i], "");
    }
    auto rowsMatching = [](sqlite3 *db, const std::string &query) {
        std::vector<std::int64_t> rows;
        sqlite3_stmt *st = nullptr;
        EXPECT_EQ(sqlite3_prepare_v2(db, "SELECT rowid FROM t WHERE t MATCH ?1", -1, &st, nullptr), SQLITE_OK);
        sqlite3_bind_text(st, 1, query.data(), int(query.size()), SQLITE_TRANSIENT);
        int rc = SQLITE_ROW;
        while ((rc = sqlite3_step(st)) == SQLITE_ROW)
            rows.push_back(sqlite3_column_int64(st, 0));
        EXPECT_EQ(rc, SQLITE_DONE) << query << ": " << sqlite3_errmsg(db);
        sqlite3_finalize(st);
        return rows;
    };
    const std::vector<std::pair<std::string, bool>> queries
        = {{"the", true}, {"THE the", true}, {"thethe", true}, {"ab Ab", true}, {"拿破仑", true}, {"拿破仑 at", true},
            {"aab", false}, {"äää", false}, {"tHe tHe", true}, {"zz@", false}};
    for (const auto &[q, held] : queries) {
        const std::string query = trigramQuery(q);
        const auto rows = rowsMatching(builtin.get(), query);
        if (held) {
            EXPECT_FALSE(rows.empty()) << q;
        }
        EXPECT_EQ(rowsMatching(distinct.get(), query), rows) << q;
    }
}
