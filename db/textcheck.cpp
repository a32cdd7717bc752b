#include "textcheck.h"

#include "sqlite.h"

#include <core/textoffsets.h>

#include <QCoreApplication>

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

Status forEachSourceText(sqlite3 *h, const SourceVisitor &visit)
{
    auto sources = Statement::prepare(h, "SELECT id, key, body FROM sources ORDER BY id");
    auto quotes
        = Statement::prepare(h, "SELECT quote, q_start, q_end FROM accounts WHERE source_id = ?1 ORDER BY q_start");
    if (!sources || !quotes)
        return Status::failure(!sources ? sources.error() : quotes.error());
    Statement &src = sources.value(), &q = quotes.value();
    while (src.step()) {
        QList<CitedSpan> spans;
        q.reset();
        q.bind(1, src.int64(0));
        while (q.step())
            spans.append({q.text(0), q.int64(1), q.int64(2)});
        if (Status s = q.finished(); !s)
            return s;
        if (Status s = visit(src.text(1), src.text(2), spans); !s)
            return s;
    }
    return src.finished();
}

} // namespace parallax::db
