#include "datesearch.h"

#include "statementcache.h"

#include <core/datephrase.h>

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

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

namespace {

struct Found
{
    AxisTime start = 0;
    std::int64_t id = 0;
};

bool byStart(const Found &a, const Found &b)
{
    return a.start != b.start ? a.start < b.start : a.id < b.id;
}

// Runs `st` (bound already) and collects its rows (start, id[, end]);
// `keep` decides on each.
template <typename Keep> Status collect(Statement &st, std::vector<Found> *found, Keep keep)
{
    while (st.step())
        if (keep(st))
            found->push_back({st.int64(0), st.int64(1)});
    return st.finished();
}

} // namespace

Result<QList<DatedEvent>> eventsOverlapping(const Database &db, AxisSpan span, int limit)
{
    using R = Result<QList<DatedEvent>>;
    // Both probes read events_by_start(t_start, t_end) alone (schema 7).
    // Leased from the connection's cache: prepared once per connection.
    auto insideLease = db.statements().get(
        "SELECT t_start, id FROM events INDEXED BY events_by_start WHERE t_start >= ?1 AND t_start < ?2 "
        "ORDER BY t_start, id LIMIT ?3");
    if (!insideLease)
        return R::failure(insideLease.error());
    auto beforeLease = db.statements().get("SELECT t_start, id, t_end FROM events INDEXED BY events_by_start "
                                           "WHERE t_start < ?1 ORDER BY t_start DESC LIMIT ?2");
    if (!beforeLease)
        return R::failure(beforeLease.error());
    auto rowLease = db.statements().get("SELECT key, title_en, title_zh, date FROM events WHERE id = ?1");
    if (!rowLease)
        return R::failure(rowLease.error());
    Statement &inside = *insideLease.value();
    Statement &before = *beforeLease.value();
    Statement &row = *rowLease.value();
    std::vector<Found> found;
    inside.bind(1, std::int64_t(span.start));
    inside.bind(2, std::int64_t(span.end));
    inside.bind(3, limit);
    Status s = collect(inside, &found, [](const Statement &) { return true; });
    // Only when too few start inside: those that started before and still run.
    if (s && found.size() < std::size_t(limit)) {
        std::vector<Found> running;
        before.bind(1, std::int64_t(span.start));
        before.bind(2, kLookback);
        s = collect(before, &running, [&](const Statement &st) { return st.int64(2) > span.start; });
        std::sort(running.begin(), running.end(), byStart);
        for (const Found &f : running)
            if (found.size() < std::size_t(limit))
                found.push_back(f);
    }
    if (!s)
        return R::failure(s.error());
    QList<DatedEvent> out;
    for (const Found &f : found) {
        row.reset();
        row.bind(1, f.id);
        if (row.step())
            out.append({row.text(0), row.text(1), row.text(2), row.text(3)});
        else if (!row.error().isEmpty())
            return R::failure(row.error());
    }
    return out;
}

} // namespace parallax::db
