#include "datesearch.h"

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

// The ids of the places, and 0 for "no place".
Result<std::vector<std::int64_t>> placeIds(const Database &db)
{
    std::vector<std::int64_t> places;
    auto st = Statement::prepare(db.handle(), "SELECT id FROM places ORDER BY id");
    if (!st)
        return Result<std::vector<std::int64_t>>::failure(st.error());
    while (st.value().step())
        places.push_back(st.value().int64(0));
    if (Status s = st.value().finished(); !s)
        return Result<std::vector<std::int64_t>>::failure(s.error());
    places.push_back(0);
    return places;
}

// Runs one of a pair of statements (with a place / without one) for each
// place, binding the place as ?1 and `bind` for the rest; `row` reads a row.
template <typename Bind, typename Row>
Status eachPlace(const std::vector<std::int64_t> &places, Statement &withPlace, Statement &noPlace, Bind bind, Row row)
{
    for (const std::int64_t place : places) {
        Statement &st = place ? withPlace : noPlace;
        st.reset();
        if (place)
            st.bind(1, place);
        bind(st);
        while (st.step())
            row(st);
        if (Status s = st.finished(); !s)
            return s;
    }
    return success();
}

} // namespace

Result<QList<DatedEvent>> eventsOverlapping(const Database &db, AxisSpan span, int limit)
{
    using R = Result<QList<DatedEvent>>;
    // The schema keeps no index on time alone (it cost large imports more
    // than it gave), but events_by_place(place_id, t_start) is one per place:
    // a range probe per place, read from the index alone, answers the query
    // (the planner does not skip-scan without statistics). Events without a
    // place are one more group.
    const auto places = placeIds(db);
    if (!places)
        return R::failure(places.error());
    Statement inside, insideNone, before, beforeNone, row;
    if (Status s = Statement::prepareAll(db.handle(),
            {{&inside,
                 "SELECT t_start, id FROM events WHERE place_id = ?1 AND t_start >= ?2 AND t_start < ?3 "
                 "ORDER BY t_start LIMIT ?4"},
                {&insideNone,
                    "SELECT t_start, id FROM events WHERE place_id IS NULL AND t_start >= ?2 AND t_start < ?3 "
                    "ORDER BY t_start LIMIT ?4"},
                {&before,
                    "SELECT t_start, id, t_end FROM events WHERE place_id = ?1 AND t_start < ?2 "
                    "ORDER BY t_start DESC LIMIT ?4"},
                {&beforeNone,
                    "SELECT t_start, id, t_end FROM events WHERE place_id IS NULL AND t_start < ?2 "
                    "ORDER BY t_start DESC LIMIT ?4"},
                {&row, "SELECT key, title_en, title_zh, date FROM events WHERE id = ?1"}});
        !s)
        return R::failure(s.error());
    std::vector<Found> found;
    Status s = eachPlace(
        places.value(), inside, insideNone,
        [&](Statement &st) {
            st.bind(2, std::int64_t(span.start));
            st.bind(3, std::int64_t(span.end));
            st.bind(4, limit);
        },
        [&](Statement &st) {
            found.push_back({st.int64(0), st.int64(1)});
        });
    std::sort(found.begin(), found.end(), byStart);
    found.resize(std::min<std::size_t>(found.size(), std::size_t(limit)));
    // Only when too few start inside: those that started before and still run.
    if (s && found.size() < std::size_t(limit)) {
        const int lookback = std::max<int>(16, kLookback / int(places->size()));
        std::vector<Found> running;
        s = eachPlace(
            places.value(), before, beforeNone,
            [&](Statement &st) {
                st.bind(2, std::int64_t(span.start));
                st.bind(4, lookback);
            },
            [&](Statement &st) {
                if (st.int64(2) > span.start)
                    running.push_back({st.int64(0), st.int64(1)});
            });
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
    }
    return out;
}

} // namespace parallax::db
