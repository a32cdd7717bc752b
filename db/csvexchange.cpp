#include "csvexchange.h"

#include "corpusloader.h"
#include "eventchunks.h"
#include "eventstream.h"

#include <core/textoffsets.h>

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>
#include <QSet>

#include <algorithm>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::CsvExchange)
};

// --- Writing -----------------------------------------------------------------

// Title languages in the order of the columns: English first, then by code.
QStringList inColumnOrder(QStringList languages)
{
    std::sort(languages.begin(), languages.end(),
        [](const QString &a, const QString &b) { return (a == u"en") != (b == u"en") ? a == u"en" : a < b; });
    return languages;
}

// Title languages of the corpus.
QStringList titleLanguages(const Corpus &corpus)
{
    QSet<QString> seen;
    for (const Event &e : corpus.events)
        for (auto it = e.titles.begin(); it != e.titles.end(); ++it)
            seen.insert(it.key());
    seen.insert(QStringLiteral("en"));
    return inColumnOrder(QStringList(seen.begin(), seen.end()));
}

// A cell as UTF-8, quoted when it holds a comma, a quote or a line break
// (each an ASCII byte, never part of a longer character's bytes).
void appendCell(QByteArray &bytes, QByteArrayView utf8)
{
    const bool quoted
        = std::any_of(utf8.begin(), utf8.end(), [](char c) { return c == ',' || c == '"' || c == '\n' || c == '\r'; });
    if (!quoted) {
        bytes += utf8;
        return;
    }
    bytes += '"';
    for (char c : utf8) {
        if (c == '"')
            bytes += '"';
        bytes += c;
    }
    bytes += '"';
}

void appendCell(QByteArray &bytes, const QString &value)
{
    appendCell(bytes, QByteArrayView(value.toUtf8()));
}

QString dateCell(const HistoricalDate &d)
{
    return d.isValid() ? d.toEdtf() : QString();
}

QStringList header(const QStringList &languages)
{
    QStringList h {QStringLiteral("event")};
    for (const QString &l : languages)
        h << QStringLiteral("title_") + l;
    h << QStringList {QStringLiteral("date"), QStringLiteral("place"), QStringLiteral("people"),
        QStringLiteral("category"), QStringLiteral("era"), QStringLiteral("importance"), QStringLiteral("summary_en"),
        QStringLiteral("account"), QStringLiteral("source"), QStringLiteral("quote"), QStringLiteral("start"),
        QStringLiteral("end"), QStringLiteral("claimed_date"), QStringLiteral("date_text"), QStringLiteral("gloss_en"),
        QStringLiteral("note_en")};
    return h;
}

// One CSV line, with its line end, as UTF-8.
void appendRow(QByteArray &bytes, const QStringList &cells)
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i)
            bytes += ',';
        appendCell(bytes, cells[i]);
    }
    bytes += "\r\n";
}

// The line of one account of an event (the columns of header()): made
// into UTF-8 cell by cell, the event's own cells once for all its accounts.
void appendRow(QByteArray &bytes, const QByteArray &eventCells, const Account &a)
{
    bytes += eventCells;
    bytes += ',';
    if (a.hasId())
        appendCell(bytes, a.id());
    for (const QString *text : {&a.sourceId.str(), &a.quote()}) {
        bytes += ',';
        appendCell(bytes, *text);
    }
    bytes += ',';
    bytes += QByteArray::number(a.start);
    bytes += ',';
    bytes += QByteArray::number(a.end);
    bytes += ',';
    appendCell(bytes, dateCell(a.claimedDate));
    for (const QString *text : {&a.dateText(), &a.glossEn(), &a.noteEn()}) {
        bytes += ',';
        appendCell(bytes, *text);
    }
    bytes += "\r\n";
}

// The event's cells, up to its accounts' (each followed by its comma).
QByteArray eventCells(const Event &e, const QStringList &languages)
{
    QByteArray bytes;
    appendCell(bytes, e.id);
    for (const QString &l : languages) {
        bytes += ',';
        appendCell(bytes, e.titles.value(l));
    }
    for (const QString &text : {e.date.toEdtf(), e.placeId.str(), e.personIds().join(QStringLiteral("; ")),
             e.category.str(), e.eraId.str(), importanceName(e.importance), e.summaryEn()}) {
        bytes += ',';
        appendCell(bytes, text);
    }
    return bytes;
}

bool writeRow(QIODevice &out, const QStringList &cells)
{
    QByteArray bytes;
    appendRow(bytes, cells);
    return out.write(bytes) == bytes.size();
}

// --- Reading -----------------------------------------------------------------

struct Record
{
    qsizetype row = 0;
    QStringList cells;
};

// RFC 4180 records (LF or CRLF line ends, quoted cells across lines).
// An unclosed quote or a quote inside an unquoted cell is a problem.
QList<Record> parseRecords(const QString &text, QList<CsvProblem> *problems)
{
    QList<Record> records;
    Record current {1, {}};
    QString value;
    bool quoted = false, wasQuoted = false, any = false;
    qsizetype row = 1;
    auto endCell = [&] {
        current.cells << value;
        value.clear();
        wasQuoted = false;
    };
    auto endRecord = [&] {
        endCell();
        if (!(current.cells.size() == 1 && current.cells[0].isEmpty() && !any))
            records << current;
        current = Record {row, {}};
        any = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                value += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                value += c; // a line break inside quotes stays in the cell (and the row)
            }
            continue;
        }
        if (c == u'"' && value.isEmpty() && !wasQuoted) {
            quoted = wasQuoted = any = true;
        } else if (c == u'"' || (wasQuoted && c != u',' && c != u'\r' && c != u'\n')) {
            problems->append({current.row, {},
                Tr::tr("cell %1 has a quotation mark inside it that does not close it: "
                       "put the whole cell in quotes and double the marks inside")
                    .arg(current.cells.size() + 1)});
            value += c;
        } else if (c == u',') {
            endCell();
            any = true;
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
                ++i;
            ++row;
            endRecord();
        } else {
            value += c;
            any = true;
        }
    }
    if (quoted)
        problems->append({current.row, {}, Tr::tr("a quoted cell is never closed (a missing quotation mark)")});
    else if (any || !value.isEmpty())
        endRecord();
    return records;
}

// The events of the rows, checked against the corpus they join.
class RowReader
{
public:
    RowReader(const Corpus &base, CsvImport *out)
        : m_out(out)
    {
        for (const Source &s : base.sources)
            m_sources.insert(s.id, &s);
        for (const Place &p : base.places)
            m_places.insert(p.id);
        for (const Person &p : base.people)
            m_people.insert(p.id);
        for (const Era &e : base.eras)
            m_eras.insert(e.id);
    }

    bool readHeader(const Record &h)
    {
        for (qsizetype i = 0; i < h.cells.size(); ++i) {
            const QString name = h.cells[i].trimmed();
            if (m_columns.contains(name))
                problem(h.row, name, Tr::tr("the column appears twice"));
            else if (!known(name))
                problem(h.row, name, Tr::tr("is not a column Parallax reads (see docs/exchange.md)"));
            m_columns.insert(name, i);
        }
        for (const char *required : {"event", "title_en", "date", "source", "quote"})
            if (!m_columns.contains(QLatin1String(required)))
                problem(h.row, QLatin1String(required), Tr::tr("the column is missing"));
        m_width = h.cells.size();
        return m_out->ok();
    }

    void readRow(const Record &r)
    {
        if (r.cells.size() != m_width) {
            problem(r.row, {}, Tr::tr("has %1 cells where the header has %2").arg(r.cells.size()).arg(m_width));
            return;
        }
        m_record = &r;
        const QString id = get("event");
        if (id.isEmpty()) {
            problem(r.row, QStringLiteral("event"), Tr::tr("is empty"));
            return;
        }
        Event e = eventOf(r.row, id);
        Account a = accountOf(r.row);
        const auto it = m_events.find(id);
        if (it == m_events.end()) {
            e.accounts.append(a);
            m_events.insert(id, {m_out->events.size(), r.row});
            m_out->events.append(e);
            return;
        }
        Event &first = m_out->events[it->index];
        sameAsFirst(r.row, first, e, it->row);
        first.accounts.append(a);
    }

    // A given id "EVENT/N" is refused where event EVENT's account N gives
    // none: the import gives it that id.
    void checkGivenIds()
    {
        for (const Event &e : std::as_const(m_out->events))
            for (qsizetype n = 0; n < e.accounts.size(); ++n) {
                if (e.accounts[n].hasId())
                    continue;
                const QString derived = e.id + u'/' + QString::number(n);
                if (const auto given = m_accountIds.constFind(derived); given != m_accountIds.cend())
                    problem(*given, QStringLiteral("account"),
                        Tr::tr("\"%1\" is the id the import gives account %2 of event %3, which has none of its own")
                            .arg(derived)
                            .arg(n + 1)
                            .arg(e.id));
            }
    }

private:
    struct Seen
    {
        qsizetype index;
        qsizetype row;
    };

    bool known(const QString &name) const
    {
        static const QStringList kColumns = header({});
        return kColumns.contains(name) || (name.startsWith(u"title_") && name.size() > 6);
    }
    QString get(const QString &column) const
    {
        const int i = m_columns.value(column, -1);
        return i < 0 ? QString() : m_record->cells[i];
    }
    QString get(const char *column) const { return get(QLatin1String(column)); }
    void problem(qsizetype row, const QString &column, const QString &message)
    {
        m_out->problems.append({row, column, message});
    }

    HistoricalDate date(qsizetype row, const char *column, bool required)
    {
        const QString text = get(column).trimmed();
        if (text.isEmpty()) {
            if (required)
                problem(row, QLatin1String(column), Tr::tr("is empty"));
            return {};
        }
        auto d = HistoricalDate::parse(text);
        if (!d) {
            problem(row, QLatin1String(column), d.error());
            return {};
        }
        return d.value();
    }

    void reference(qsizetype row, const char *column, const QString &value, const QSet<QString> &ids)
    {
        if (!value.isEmpty() && !ids.contains(value))
            problem(row, QLatin1String(column), Tr::tr("\"%1\" is not in the database").arg(value));
    }

    Event eventOf(qsizetype row, const QString &id)
    {
        Event e;
        e.id = id;
        for (auto it = m_columns.begin(); it != m_columns.end(); ++it)
            if (it.key().startsWith(u"title_") && !get(it.key()).isEmpty())
                e.titles.insert(it.key().mid(6), get(it.key()));
        if (get("title_en").trimmed().isEmpty())
            problem(row, QStringLiteral("title_en"), Tr::tr("is empty: every event needs an English title"));
        e.date = date(row, "date", true);
        e.placeId = get("place").trimmed();
        reference(row, "place", e.placeId, m_places);
        for (const QString &p : get("people").split(u';', Qt::SkipEmptyParts)) {
            e.editPersonIds() << p.trimmed();
            reference(row, "people", p.trimmed(), m_people);
        }
        e.category = get("category");
        e.eraId = get("era").trimmed();
        reference(row, "era", e.eraId, m_eras);
        const QString importance = get("importance").trimmed();
        if (!importance.isEmpty() && !importanceFromName(importance, &e.importance))
            problem(
                row, QStringLiteral("importance"), Tr::tr("must be key, major or minor, not \"%1\"").arg(importance));
        e.setSummaryEn(get("summary_en"));
        return e;
    }

    Account accountOf(qsizetype row)
    {
        Account a;
        readAccountId(row, &a);
        a.sourceId = get("source").trimmed();
        a.setQuote(get("quote"));
        a.claimedDate = date(row, "claimed_date", false);
        a.setDateText(get("date_text"));
        a.setGlossEn(get("gloss_en"));
        a.setNoteEn(get("note_en"));
        const Source *s = m_sources.value(a.sourceId);
        if (a.sourceId.isEmpty())
            problem(row, QStringLiteral("source"), Tr::tr("is empty"));
        else if (!s)
            problem(row, QStringLiteral("source"), Tr::tr("\"%1\" is not in the database").arg(a.sourceId));
        if (a.quote().isEmpty())
            problem(row, QStringLiteral("quote"), Tr::tr("is empty"));
        else if (s)
            locate(row, *s, &a);
        return a;
    }

    // The account's own id, when the row gives one (an export writes each
    // account's, so that it keeps it through a spreadsheet); once per file.
    void readAccountId(qsizetype row, Account *a)
    {
        const QString id = get("account").trimmed();
        if (id.isEmpty())
            return;
        if (const auto seen = m_accountIds.constFind(id); seen != m_accountIds.cend())
            problem(
                row, QStringLiteral("account"), Tr::tr("\"%1\" is the id of row %2's account too").arg(id).arg(*seen));
        else
            m_accountIds.insert(id, row);
        a->setId(id);
    }

    // Where the quote stands: at `start` when it stands there, else at its
    // only occurrence.
    void locate(qsizetype row, const Source &s, Account *a)
    {
        const QString startText = get("start").trimmed();
        bool ok = true;
        const qsizetype start = startText.isEmpty() ? -1 : startText.toLongLong(&ok);
        if (!ok || (start < 0 && !startText.isEmpty())) {
            problem(row, QStringLiteral("start"), Tr::tr("must be a number of characters, not \"%1\"").arg(startText));
            return;
        }
        if (start >= 0) {
            const qsizetype at = utf16IndexFromCodePoint(s.text, start);
            if (at <= s.text.size() && QStringView(s.text).mid(at).startsWith(a->quote())) {
                a->start = start;
                a->end = start + codePointCount(a->quote());
                return;
            }
        }
        const qsizetype first = s.text.indexOf(a->quote());
        if (first < 0) {
            problem(row, QStringLiteral("quote"), Tr::tr("does not occur in source %1").arg(s.id));
            return;
        }
        if (s.text.indexOf(a->quote(), first + 1) >= 0) {
            problem(row, QStringLiteral("start"),
                Tr::tr("the quote occurs more than once in source %1: give the character where this one starts")
                    .arg(s.id));
            return;
        }
        a->start = codePointIndexFromUtf16(s.text, first);
        a->end = a->start + codePointCount(a->quote());
    }

    // An event's fields are the same on each of its rows.
    void sameAsFirst(qsizetype row, const Event &first, const Event &e, qsizetype firstRow)
    {
        auto differs = [&](const QString &column, bool same) {
            if (!same)
                problem(row, column, Tr::tr("differs from row %1, the first row of event %2").arg(firstRow).arg(e.id));
        };
        QSet<QString> languages;
        for (auto it = first.titles.begin(); it != first.titles.end(); ++it)
            languages.insert(it.key());
        for (auto it = e.titles.begin(); it != e.titles.end(); ++it)
            languages.insert(it.key());
        for (const QString &l : languages)
            differs(QStringLiteral("title_") + l, first.titles.value(l) == e.titles.value(l));
        differs(QStringLiteral("date"), first.date.toEdtf() == e.date.toEdtf());
        differs(QStringLiteral("place"), first.placeId == e.placeId);
        differs(QStringLiteral("people"), first.personIds() == e.personIds());
        differs(QStringLiteral("category"), first.category == e.category);
        differs(QStringLiteral("era"), first.eraId == e.eraId);
        differs(QStringLiteral("importance"), first.importance == e.importance);
        differs(QStringLiteral("summary_en"), first.summaryEn() == e.summaryEn());
    }

    CsvImport *m_out;
    QHash<QString, const Source *> m_sources;
    QSet<QString> m_places, m_people, m_eras;
    QHash<QString, int> m_columns;
    qsizetype m_width = 0;
    const Record *m_record = nullptr;
    QHash<QString, Seen> m_events;
    QHash<QString, qsizetype> m_accountIds; // given ids -> their rows
};

} // namespace

QString CsvProblem::toString() const
{
    if (column.isEmpty())
        return Tr::tr("row %1: %2").arg(row).arg(message);
    return Tr::tr("row %1, column %2: %3").arg(row).arg(column, message);
}

namespace {

// The rows of an event, an account each.
void appendRows(QByteArray &bytes, const Event &e, const QStringList &languages)
{
    if (e.accounts.isEmpty())
        return;
    const QByteArray own = eventCells(e, languages);
    for (const Account &a : e.accounts)
        appendRow(bytes, own, a);
}

// The byte order mark and header, then the rows as `next` gives them, a
// block at a time, until it returns false.
Status writeRows(const QStringList &languages, const std::function<bool(QByteArray &)> &next, QIODevice &out)
{
    bool ok = out.write("\xEF\xBB\xBF") == 3 && writeRow(out, header(languages));
    QByteArray rows;
    while (ok && next(rows)) {
        ok = out.write(rows) == rows.size();
        rows.resize(0);
    }
    if (!ok)
        return Status::failure(Tr::tr("cannot write the CSV: %1").arg(out.errorString()));
    return success();
}

} // namespace

Status writeCsv(const Corpus &corpus, QIODevice &out)
{
    const QStringList languages = titleLanguages(corpus);
    qsizetype next = 0;
    return writeRows(
        languages,
        [&](QByteArray &rows) {
            if (next == corpus.events.size())
                return false;
            appendRows(rows, corpus.events[next++], languages);
            return true;
        },
        out);
}

Status writeCsv(const Database &db, QIODevice &out)
{
    auto opened = EventStream::open(db);
    if (!opened)
        return Status::failure(opened.error());
    const auto found = opened.value()->titleLanguages();
    if (!found)
        return Status::failure(found.error());
    const QStringList languages = inColumnOrder(found.value());
    // The rows are made on the threads that read the events, a chunk at a
    // time (measured on a 1M export, alternately: 8.0-8.4 s this way,
    // 9.0-9.7 s with the rows made on this thread).
    EventChunks chunks(*opened.value(), [&languages](const QList<Event> &events, QByteArray *bytes) {
        for (const Event &e : events)
            appendRows(*bytes, e, languages);
        return success();
    });
    EventChunks::Chunk chunk;
    const Status written = writeRows(
        languages,
        [&](QByteArray &rows) {
            if (!chunks.next(&chunk))
                return false;
            // The chunk's buffer for the writer; the writer's last one,
            // emptied, goes back for a reader to fill (EventChunks::next):
            // a fresh one was faulted in page by page (1M: 131,000 faults).
            rows.swap(chunk.json);
            return true;
        },
        out);
    return chunks.status() ? written : chunks.status();
}

CsvImport readCsv(const QByteArray &data, const Corpus &base)
{
    CsvImport out;
    QByteArray bytes = data;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
        const qsizetype row = bytes.left(bad).count('\n') + 1;
        out.problems.append({row, {},
            Tr::tr("the file is not UTF-8 (byte %1; save it as \"CSV UTF-8\")")
                .arg(bad + (data.size() - bytes.size()))});
        return out;
    }
    const QString text = QString::fromUtf8(bytes);
    const QList<Record> records = parseRecords(text, &out.problems);
    if (records.isEmpty()) {
        out.problems.append({1, {}, Tr::tr("the file has no header row")});
        return out;
    }
    if (!out.ok())
        return out;
    RowReader reader(base, &out);
    if (!reader.readHeader(records.front()))
        return out;
    for (qsizetype i = 1; i < records.size(); ++i)
        reader.readRow(records[i]);
    reader.checkGivenIds();
    if (out.events.isEmpty() && out.ok())
        out.problems.append({2, {}, Tr::tr("the file has no rows of accounts")});
    return out;
}

} // namespace parallax::db
