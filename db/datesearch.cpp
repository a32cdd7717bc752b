#include "datesearch.h"

#include <core/datephrase.h>

namespace parallax::db {

namespace {

// Does the query look like it could be EDTF at all (digits, X, and EDTF's
// punctuation)? Keeps words such as "Elba" away from the EDTF parser.
bool mayBeEdtf(const QString &q)
{
    for (QChar c : q)
        if (!c.isDigit() && !QStringLiteral("-/.:T?~%XYESZ+[]{},^").contains(c))
            return false;
    return q.size() >= 4;
}

Status readInto(Statement &st, QList<DatedEvent> *out, int limit)
{
    while (out->size() < limit && st.step())
        out->append({st.text(0), st.text(1), st.text(2), st.text(3)});
    return st.finished();
}

} // namespace

std::optional<HistoricalDate> dateQuery(const QString &query)
{
    const QString q = query.trimmed();
    if (q.isEmpty() || q.size() > 80)
        return std::nullopt;
    if (mayBeEdtf(q)) {
        if (auto d = HistoricalDate::parse(q); d && d->span().length() > 0)
            return d.value();
    }
    const auto phrase = parseDatePhrase(q);
    if (phrase && phrase->wholeText && phrase->span.length() > 0)
        return phrase->date;
    return std::nullopt;
}

Result<QList<DatedEvent>> eventsOverlapping(const Database &db, AxisSpan span, int limit)
{
    using R = Result<QList<DatedEvent>>;
    QList<DatedEvent> out;
    Statement inside, before;
    // Both walk events_by_time(t_start, t_end): a range of the index each.
    if (Status s = Statement::prepareAll(
            db.handle(),
            {{&inside, "SELECT key, title_en, title_zh, date FROM events WHERE t_start >= ?1 AND t_start < ?2 "
                       "ORDER BY t_start, id LIMIT ?3"},
             {&before, "SELECT e.key, e.title_en, e.title_zh, e.date FROM "
                       "(SELECT id, t_start, t_end FROM events WHERE t_start < ?1 ORDER BY t_start DESC LIMIT ?3) w "
                       "JOIN events e ON e.id = w.id WHERE w.t_end > ?1 ORDER BY w.t_start, w.id LIMIT ?2"}});
        !s)
        return R::failure(s.error());
    inside.bind(1, std::int64_t(span.start));
    inside.bind(2, std::int64_t(span.end));
    inside.bind(3, limit);
    if (Status s = readInto(inside, &out, limit); !s)
        return R::failure(s.error());
    before.bind(1, std::int64_t(span.start));
    before.bind(2, limit);
    before.bind(3, kLookback);
    if (Status s = readInto(before, &out, limit); !s)
        return R::failure(s.error());
    return out;
}

} // namespace parallax::db
