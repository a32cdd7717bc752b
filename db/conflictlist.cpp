#include "conflictlist.h"

#include "conflictstream.h"
#include "sqlite.h"

#include <sqlite3.h>

#include <QCoreApplication>
#include <QDataStream>
#include <QLocale>
#include <QScopeGuard>
#include <QStringDecoder>
#include <QTemporaryFile>

#include <optional>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context (db/store.cpp's).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::Store)
};

// A list stored one value per line can hold no value with a line break in it
// (nor an empty one, which would vanish).
bool storableLines(const QStringList &values)
{
    for (const QString &v : values)
        if (v.isEmpty() || v.contains(u'\n'))
            return false;
    return true;
}

// The text of UTF-8 bytes; nothing when they are not UTF-8.
std::optional<QString> utf8Text(std::string_view bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder.decode(QByteArrayView(bytes.data(), qsizetype(bytes.size())));
    if (decoder.hasError())
        return std::nullopt;
    return text;
}

QStringList linesOf(const QString &text)
{
    return text.isEmpty() ? QStringList() : text.split(u'\n');
}

struct ListWriter
{
    Statement row;
    Statement state;

    Status prepare(sqlite3 *h)
    {
        return Statement::prepareAll(h,
            {{&row,
                 "INSERT INTO conflict_list (position, kind, severity, event, sources, claims, gap, explanation) "
                 "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)"},
                {&state,
                    "INSERT INTO conflict_list_state (only, conflicts, locale, detector) VALUES (1, ?1, ?2, ?3)"}});
    }

    bool write(qint64 position, const Conflict &c)
    {
        row.bind(1, std::int64_t(position));
        row.bind(2, int(c.kind));
        row.bind(3, int(c.severity));
        row.bind(4, c.eventId);
        row.bind(5, c.sources.join(u'\n'));
        row.bind(6, c.claims.join(u'\n'));
        row.bind(7, std::int64_t(c.gap));
        row.bind(8, c.explanation);
        return row.exec();
    }
};

// What the stored list holds of a conflict, for comparing it with one found.
bool sameStored(const Conflict &a, const Conflict &b)
{
    return a.kind == b.kind && a.severity == b.severity && a.eventId == b.eventId && a.sources == b.sources
        && a.claims == b.claims && a.gap == b.gap && a.explanation == b.explanation;
}

} // namespace

bool storableConflict(const Conflict &c)
{
    return !c.eventId.isEmpty() && !c.sources.isEmpty() && c.sources.size() <= 2 && storableLines(c.sources)
        && storableLines(c.claims) && !c.explanation.isEmpty() && c.gap >= 0;
}

QString conflictLocale()
{
    // English words and dates are written the same for every English
    // locale and for C (core/conflicts.cpp writes British dates for all).
    const QLocale locale;
    if (locale.language() == QLocale::C || locale.language() == QLocale::English)
        return QStringLiteral("en");
    return locale.name();
}

namespace {

// Written in the order found; a value the list cannot hold leaves the list
// empty and not current, so that readers find the conflicts themselves.
Status storeFound(Database &db, ConflictStream &conflicts)
{
    std::optional<Transaction> tx;
    if (sqlite3_get_autocommit(db.handle())) {
        tx.emplace(db);
        if (!tx->isActive())
            return Status::failure(Tr::tr("cannot start a transaction on %1").arg(db.path()));
    }
    if (Status s = db.execScript(QStringLiteral("DELETE FROM conflict_list_state; DELETE FROM conflict_list;")); !s)
        return s;
    ListWriter writer;
    if (Status s = writer.prepare(db.handle()); !s)
        return s;
    Conflict c;
    qint64 position = 0;
    bool storable = true;
    while (storable && conflicts.next(&c)) {
        storable = storableConflict(c);
        if (storable && !writer.write(++position, c))
            return Status::failure(Tr::tr("writing the conflict list failed: %1").arg(writer.row.error()));
    }
    if (!conflicts.status())
        return conflicts.status();
    if (!storable) {
        if (Status s = db.execScript(QStringLiteral("DELETE FROM conflict_list;")); !s)
            return s;
    } else {
        writer.state.bind(1, std::int64_t(position));
        writer.state.bind(2, conflictLocale());
        writer.state.bind(3, kConflictDetectorVersion);
        if (!writer.state.exec())
            return Status::failure(Tr::tr("writing the conflict list failed: %1").arg(writer.state.error()));
    }
    return tx ? tx->commit() : success();
}

} // namespace

Status storeConflictList(Database &db)
{
    auto found = ConflictStream::open(db, 16 << 20, ConflictStream::Reading::Found);
    if (!found)
        return Status::failure(found.error());
    return storeFound(db, *found.value());
}

Status storeConflictList(Database &db, const Corpus &corpus)
{
    auto found = ConflictStream::find(corpus);
    if (!found)
        return Status::failure(found.error());
    return storeFound(db, *found.value());
}

// The list's rows, checked, in an unnamed temporary file: each row's kind,
// severity, gap and its four texts as UTF-8, as read.
class StoredConflictList::Copy
{
public:
    QTemporaryFile file;
    QDataStream stream;
    bool damage = false; // copyRows() failed on the list itself, not on reading or copying it

    // Reads every row in position order; a failure says why the list cannot
    // be the detector's (or why it could not be read or copied).
    Status copyRows(sqlite3 *h, qint64 size)
    {
        if (!file.open())
            return Status::failure(Tr::tr("cannot write a temporary file: %1").arg(file.errorString()));
        stream.setDevice(&file);
        auto rows = Statement::prepare(h,
            "SELECT position, kind, severity, event, sources, claims, gap, explanation FROM conflict_list "
            "ORDER BY position");
        if (!rows)
            return Status::failure(rows.error());
        Statement &st = rows.value();
        qint64 read = 0;
        while (st.step()) {
            if (Status s = copyRow(st, read + 1, size); !s)
                return s;
            ++read;
        }
        if (Status s = st.finished(); !s)
            return s;
        if (read != size)
            return damaged(Tr::tr("its conflict list holds %1 of its %2 conflicts").arg(read).arg(size));
        if (!file.flush() || stream.status() != QDataStream::Ok || !file.seek(0))
            return Status::failure(Tr::tr("cannot write a temporary file: %1").arg(file.errorString()));
        stream.resetStatus();
        return success();
    }

    bool readNext(Conflict *c)
    {
        quint8 kind = 0, severity = 0;
        qint64 gap = 0;
        QByteArray event, sources, claims, explanation;
        stream >> kind >> severity >> gap >> event >> sources >> claims >> explanation;
        if (stream.status() != QDataStream::Ok)
            return false;
        *c = Conflict();
        c->kind = ConflictKind(kind);
        c->severity = Severity(severity);
        c->gap = AxisTime(gap);
        c->eventId = QString::fromUtf8(event);
        c->sources = QString::fromUtf8(sources).split(u'\n');
        c->claims = claims.isEmpty() ? QStringList() : QString::fromUtf8(claims).split(u'\n');
        c->explanation = QString::fromUtf8(explanation);
        return true;
    }

private:
    Status damaged(const QString &why)
    {
        damage = true;
        return Status::failure(why);
    }

    Status copyRow(const Statement &st, qint64 expected, qint64 size)
    {
        const qint64 position = st.int64(0);
        const qint64 kind = st.int64(1);
        const qint64 severity = st.int64(2);
        const qint64 gap = st.int64(6);
        if (position != expected || expected > size)
            return damaged(Tr::tr("its conflict list has a row at %1 where %2 belongs").arg(position).arg(expected));
        if (kind < 0 || kind > qint64(ConflictKind::SourceOrder) || severity < 0 || severity > qint64(Severity::Severe))
            return damaged(Tr::tr("conflict %1 of its list is of no known kind or severity").arg(position));
        const std::string_view texts[] = {st.utf8(3), st.utf8(4), st.utf8(5), st.utf8(7)};
        std::optional<QString> decoded[4];
        bool valid = true;
        for (int i = 0; i < 4; ++i)
            valid = (decoded[i] = utf8Text(texts[i])).has_value() && valid;
        Conflict c;
        if (valid) {
            c.eventId = *decoded[0];
            c.sources = linesOf(*decoded[1]);
            c.claims = linesOf(*decoded[2]);
            c.explanation = *decoded[3];
            c.gap = AxisTime(gap);
        }
        if (!valid || !storableConflict(c))
            return damaged(Tr::tr("conflict %1 of its list is incomplete").arg(position));
        stream << quint8(kind) << quint8(severity) << gap;
        for (const std::string_view t : texts)
            stream << QByteArray::fromRawData(t.data(), qsizetype(t.size()));
        return success();
    }
};

StoredConflictList::StoredConflictList() = default;
StoredConflictList::~StoredConflictList() = default;

Result<std::unique_ptr<StoredConflictList>> StoredConflictList::openIfCurrent(const Database &db)
{
    using R = Result<std::unique_ptr<StoredConflictList>>;
    if (db.schemaVersion() < 9)
        return R(nullptr);
    sqlite3 *h = db.handle();
    // One snapshot from the state to the last row; ended before anything is given.
    const bool owns = sqlite3_get_autocommit(h) && sqlite3_exec(h, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK;
    const auto end = qScopeGuard([&] {
        if (owns)
            sqlite3_exec(h, "COMMIT", nullptr, nullptr, nullptr);
    });
    auto state = Statement::prepare(h, "SELECT conflicts, locale, detector FROM conflict_list_state WHERE only = 1");
    if (!state)
        return R::failure(Tr::tr("%1 cannot be read: %2").arg(db.path(), state.error()));
    if (!state.value().step()) {
        if (Status s = state.value().finished(); !s)
            return R::failure(Tr::tr("%1 cannot be read: %2").arg(db.path(), s.error()));
        return R(nullptr);
    }
    const qint64 size = state.value().int64(0);
    if (state.value().text(1) != conflictLocale() || state.value().int64(2) != kConflictDetectorVersion)
        return R(nullptr);
    if (size < 0)
        return R::failure(Tr::tr("%1 is damaged: its conflict list holds %2 conflicts").arg(db.path()).arg(size));
    std::unique_ptr<StoredConflictList> list(new StoredConflictList);
    list->m_copy = std::make_unique<Copy>();
    if (Status s = list->m_copy->copyRows(h, size); !s)
        return R::failure((list->m_copy->damage ? Tr::tr("%1 is damaged: %2") : Tr::tr("%1 cannot be read: %2"))
                              .arg(db.path(), s.error()));
    list->m_size = qsizetype(size);
    return R(std::move(list));
}

bool StoredConflictList::next(Conflict *c)
{
    if (!m_status || m_read == m_size)
        return false;
    if (!m_copy->readNext(c)) {
        m_status = Status::failure(Tr::tr("cannot read back a temporary file"));
        return false;
    }
    c->foundAt = m_read++;
    return true;
}

QStringList conflictListProblems(const Database &db)
{
    QStringList problems;
    auto stored = StoredConflictList::openIfCurrent(db);
    if (!stored)
        return {stored.error()};
    if (!stored.value())
        return {};
    StoredConflictList &list = *stored.value();
    auto found = ConflictStream::open(db, 16 << 20, ConflictStream::Reading::Found);
    if (!found)
        return {found.error()};
    constexpr int kShown = 10;
    Conflict a;
    Conflict b;
    qsizetype at = 0;
    while (problems.size() < kShown) {
        const bool more = list.next(&a);
        const bool moreFound = found.value()->next(&b);
        if (!list.status())
            return problems << list.status().error();
        if (!found.value()->status())
            return problems << found.value()->status().error();
        if (!more && !moreFound)
            break;
        ++at;
        if (more != moreFound) {
            problems << Tr::tr("the stored conflict list holds %1 conflicts; %2 are found")
                            .arg(list.size())
                            .arg(found.value()->size());
            break;
        }
        if (!sameStored(a, b))
            problems << Tr::tr("conflict %1 of the stored list (%2, %3) is not the one found there (%4, %5)")
                            .arg(at)
                            .arg(a.eventId, a.explanation, b.eventId, b.explanation);
    }
    return problems;
}

} // namespace parallax::db
