#include "searchupdate.h"

#include "searchindex.h"
#include "searchpairs.h"
#include "sqlite.h"

namespace parallax::db {

using namespace searchlayout;

namespace {

// One FTS row's text from its lines, exactly as SearchIndexWriter builds it:
// each line ends in "\n" and the row in one more; the folded column only
// when a line needs it.
IndexedRow chunkRow(const char *table, std::int64_t rowid, const QStringList &lines)
{
    IndexedRow row {table, rowid, {}, {}};
    if (lines.isEmpty())
        return row;
    bool anyFolded = false;
    QString folded;
    for (const QString &line : lines) {
        const QString f = foldedIfDifferent(line);
        anyFolded = anyFolded || !f.isNull();
        row.body += line + u'\n';
        folded += (f.isNull() ? line : f) + u'\n';
    }
    row.body += u'\n';
    if (anyFolded)
        row.folded = folded + u'\n';
    return row;
}

IndexedRow singleRow(const char *table, std::int64_t rowid, const QString &text, bool present)
{
    IndexedRow row {table, rowid, {}, {}};
    if (!present)
        return row;
    const QString folded = foldedIfDifferent(text);
    row.body = text + QStringLiteral("\n\n");
    if (!folded.isNull())
        row.folded = folded + QStringLiteral("\n\n");
    return row;
}

// The lines of the rows [first, first + 16) a query returns as text columns.
Result<QStringList> chunkLines(
    const Database &db, const char *sql, std::int64_t first, bool skipBlank, QString (*line)(const Statement &))
{
    auto st = Statement::prepare(db.handle(), sql);
    if (!st)
        return Result<QStringList>::failure(st.error());
    st.value().bind(1, first);
    st.value().bind(2, first + kChunkRows - 1);
    QStringList lines;
    while (st.value().step()) {
        const QString text = line(st.value());
        if (!(skipBlank && text.trimmed().isEmpty()))
            lines << text;
    }
    if (Status s = st.value().finished(); !s)
        return Result<QStringList>::failure(s.error());
    return lines;
}

// A place's or person's names as an import indexes them (db/names.h,
// searchableNames): the names by language, then the forms the texts use that
// are not among them.
Result<IndexedRow> names(
    const Database &db, const char *namesSql, const char *formsSql, std::int64_t row, std::int64_t rowid)
{
    QStringList all;
    auto st = Statement::prepare(db.handle(), namesSql);
    if (!st)
        return Result<IndexedRow>::failure(st.error());
    st.value().bind(1, row);
    while (st.value().step())
        all << st.value().text(0);
    const bool present = !all.isEmpty();
    if (auto forms = Statement::prepare(db.handle(), formsSql)) { // schema 5 and later
        forms.value().bind(1, row);
        while (forms.value().step())
            if (!all.contains(forms.value().text(0)))
                all << forms.value().text(0);
    }
    return singleRow("search_names", rowid, all.join(u' '), present);
}

Status run(Database &db, const char *verb, const IndexedRow &row)
{
    const QByteArray sql = QByteArray("INSERT INTO ") + row.table + " (" + row.table + ", rowid, body, folded) "
        + "VALUES ('delete', ?1, ?2, ?3)";
    const QByteArray insert = QByteArray("INSERT INTO ") + row.table + " (rowid, body, folded) VALUES (?1, ?2, ?3)";
    auto st = Statement::prepare(db.handle(), qstrcmp(verb, "delete") == 0 ? sql.constData() : insert.constData());
    if (!st)
        return Status::failure(st.error());
    st.value().bind(1, row.rowid);
    st.value().bind(2, row.body);
    if (row.folded.isNull())
        st.value().bindNull(3);
    else
        st.value().bind(3, row.folded);
    if (!st.value().exec())
        return Status::failure(st.value().error());
    return success();
}

// Takes passages' word pairs (schema 13) out of their index, given the
// tokens they were indexed with.
Status unindexPairs(Database &db, const QList<std::pair<std::int64_t, std::string>> &pairs)
{
    if (pairs.isEmpty())
        return success();
    auto st = Statement::prepare(
        db.handle(), "INSERT INTO search_pairs (search_pairs, rowid, pairs) VALUES ('delete', ?1, ?2)");
    if (!st)
        return Status::failure(st.error());
    for (const auto &[row, tokens] : pairs) {
        st.value().reset();
        st.value().bind(1, row);
        st.value().bindUtf8(2, tokens);
        if (!st.value().exec())
            return Status::failure(st.value().error());
    }
    return success();
}

} // namespace

Result<IndexedRow> indexedEventChunk(const Database &db, std::int64_t eventRow)
{
    const std::int64_t chunk = eventRow >> kChunkShift;
    auto lines
        = chunkLines(db, "SELECT title_en, title_zh, summary_en FROM events WHERE id BETWEEN ?1 AND ?2 ORDER BY id",
            chunk << kChunkShift, false,
            [](const Statement &st) { return eventSearchText(st.text(0), st.text(1), st.text(2)); });
    if (!lines)
        return Result<IndexedRow>::failure(lines.error());
    return chunkRow("search_events", chunk, lines.value());
}

Result<IndexedRow> indexedAccountChunk(const Database &db, std::int64_t accountRow)
{
    const std::int64_t chunk = accountRow >> kChunkShift;
    auto lines = chunkLines(db, "SELECT gloss_en, note_en FROM accounts WHERE id BETWEEN ?1 AND ?2 ORDER BY id",
        chunk << kChunkShift, true, [](const Statement &st) { return accountSearchText(st.text(0), st.text(1)); });
    if (!lines)
        return Result<IndexedRow>::failure(lines.error());
    return chunkRow("search_events", kSecondKind + chunk, lines.value());
}

Result<IndexedRow> indexedPlace(const Database &db, std::int64_t placeRow)
{
    return names(db, "SELECT name FROM place_names WHERE place_id = ?1 ORDER BY lang",
        "SELECT name FROM place_variants WHERE place_id = ?1 ORDER BY idx", placeRow, placeRow);
}

Result<IndexedRow> indexedPerson(const Database &db, std::int64_t personRow)
{
    return names(db, "SELECT name FROM person_names WHERE person_id = ?1 ORDER BY lang",
        "SELECT name FROM person_variants WHERE person_id = ?1 ORDER BY idx", personRow, kSecondKind + personRow);
}

Status reindex(Database &db, const IndexedRow &before, const IndexedRow &after)
{
    if (before.body == after.body && before.folded == after.folded && before.rowid == after.rowid)
        return success();
    if (!before.body.isEmpty())
        if (Status s = run(db, "delete", before); !s)
            return s;
    if (!after.body.isEmpty())
        return run(db, "insert", after);
    return success();
}

Status unindexSourcePassages(Database &db, std::int64_t sourceRow)
{
    auto st = Statement::prepare(
        db.handle(), "SELECT id, passage_text(0, source_id, byte_start, byte_end) FROM passages WHERE source_id = ?1");
    if (!st)
        return Status::failure(st.error());
    st.value().bind(1, sourceRow);
    QList<IndexedRow> old;
    QList<std::pair<std::int64_t, std::string>> oldPairs;
    while (st.value().step()) {
        old << singleRow("search_passages", st.value().int64(0), st.value().text(1), true);
        if (std::string tokens = passagePairTokens(st.value().utf8(1)); !tokens.empty())
            oldPairs.append({st.value().int64(0), std::move(tokens)});
    }
    if (Status s = st.value().finished(); !s)
        return s;
    for (const IndexedRow &row : old)
        if (Status s = run(db, "delete", row); !s)
            return s;
    if (Status s = unindexPairs(db, oldPairs); !s)
        return s;
    auto del = Statement::prepare(db.handle(), "DELETE FROM passages WHERE source_id = ?1");
    if (!del)
        return Status::failure(del.error());
    del.value().bind(1, sourceRow);
    if (!del.value().exec())
        return Status::failure(del.value().error());
    return success();
}

Status indexSourcePassages(Database &db, std::int64_t sourceRow, const QString &text)
{
    SearchIndexWriter writer(db);
    if (Status s = writer.source(sourceRow, text); !s)
        return s;
    return writer.finish();
}

} // namespace parallax::db
