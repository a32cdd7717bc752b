#pragma once

#include "database.h"

#include <core/historicaldate.h>

#include <QList>
#include <QString>

#include <optional>

namespace parallax::db {

// The time a search query names when the whole query is a date: EDTF
// ("1815-03", "1814-04-12/1814-04-13", "181X") or a date phrase in Chinese,
// Danish or English ("March 1815", "1814年4月", "i foråret 1815"). A query
// that has other words besides ("Elba 1814") is not a date query.
std::optional<HistoricalDate> dateQuery(const QString &query);

struct DatedEvent
{
    QString key;
    QString titleEn;
    QString titleZh;
    QString date; // EDTF
};

// Events whose record date overlaps `span`, by start, at most `limit`:
// first those that start inside it, then, when those are fewer than `limit`,
// those that started before and still run. The latter are looked for among
// the kLookback events that start closest before the span, so that a query
// stays fast at a million events; an event that began before all of those is
// not found.
Result<QList<DatedEvent>> eventsOverlapping(const Database &db, AxisSpan span, int limit);

inline constexpr int kLookback = 4096;

} // namespace parallax::db
