#include "timelinejs.h"

#include "eventchunks.h"
#include "eventstream.h"
#include "jsonwriter.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>

#include <algorithm>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::TimelineJs)
};

const QLocale &english()
{
    static const QLocale locale(QLocale::English);
    return locale;
}

// A TimelineJS date object for one instant, to the given precision.
void writeDate(JsonStream &w, AxisTime t, DatePrecision precision, const QString &shown = {})
{
    int y, m, d, h, mi, s;
    calendarOf(t, &y, &m, &d, &h, &mi, &s);
    w.beginObject().field("year", y);
    if (precision >= DatePrecision::Month)
        w.field("month", m);
    if (precision >= DatePrecision::Day)
        w.field("day", d);
    if (precision >= DatePrecision::Hour)
        w.field("hour", h);
    if (precision >= DatePrecision::Minute)
        w.field("minute", mi);
    w.fieldIfAny("display_date", shown).endObject();
}

// Start and (where the date is not one plain unit) end date of a slide.
void writeDates(JsonStream &w, const HistoricalDate &date)
{
    const AxisSpan span = date.span();
    const DatePrecision p = date.precision();
    const bool plain = !date.isInterval() && !date.isSet() && !date.isApproximate() && !date.isUncertain()
        && date.start().unspecified == 0 && !date.start().isSeason() && date.start().significantDigits == 0;
    w.key("start_date");
    writeDate(w, span.start, p, date.toDisplayString(english()));
    if (!plain) {
        // The end as its last second, in the precision of the unit it ends.
        w.key("end_date");
        writeDate(w, span.end - 1, p);
    }
}

// Text as HTML. Most holds nothing to escape and is shared as it is
// (toHtmlEscaped() copies it character by character: a tenth of a 1M
// export's time).
QString escaped(const QString &s)
{
    const bool plain
        = std::none_of(s.cbegin(), s.cend(), [](QChar c) { return c == u'<' || c == u'>' || c == u'&' || c == u'"'; });
    return plain ? s : s.toHtmlEscaped();
}

QString accountsHtml(const Event &e, const QHash<QString, const Source *> &sources)
{
    QString html;
    if (!e.summaryEn().isEmpty())
        html += QLatin1String("<p>") + escaped(e.summaryEn()) + QLatin1String("</p>");
    for (const Account &a : e.accounts) {
        const Source *s = sources.value(a.sourceId);
        const QString source = s ? s->title : a.sourceId.str();
        QString claim;
        if (a.claimedDate.isValid())
            claim = Tr::tr(" (claims %1)").arg(escaped(a.claimedDate.toDisplayString(english())));
        html += QLatin1String("<blockquote>") + escaped(a.quote()) + QLatin1String("<br><cite>") + escaped(source)
            + claim + QLatin1String("</cite>");
        if (!a.glossEn().isEmpty())
            html += QLatin1String("<br><small>") + escaped(a.glossEn()) + QLatin1String("</small>");
        html += QLatin1String("</blockquote>");
    }
    return html;
}

void writeSlide(JsonStream &w, const Event &e, const QHash<QString, const Source *> &sources)
{
    w.beginObject().field("unique_id", e.id);
    writeDates(w, e.date);
    w.key("text").beginObject().field("headline", escaped(e.titles.value(QStringLiteral("en"))));
    w.field("text", accountsHtml(e, sources)).endObject();
    w.fieldIfAny("group", e.category).endObject();
}

void writeEra(JsonStream &w, const Era &era)
{
    const AxisSpan span = era.date.span();
    w.beginObject().key("start_date");
    writeDate(w, span.start, DatePrecision::Day);
    w.key("end_date");
    writeDate(w, span.end - 1, DatePrecision::Day);
    w.key("text").beginObject().field("headline", escaped(pickName(era.names, QStringLiteral("en")))).endObject();
    w.endObject();
}

} // namespace

namespace {

// The slides of `events` (those with a date: TimelineJS needs a start date).
template <typename Events>
void writeSlides(JsonStream &w, const Events &events, const QHash<QString, const Source *> &sources)
{
    for (const Event &e : events) {
        if (!e.date.isValid())
            continue;
        w.indent(2);
        writeSlide(w, e, sources);
    }
}

QHash<QString, const Source *> sourcesById(const Corpus &head)
{
    QHash<QString, const Source *> sources;
    for (const Source &s : head.sources)
        sources.insert(s.id, &s);
    return sources;
}

// The title slide, the events as `writeEvents` writes them into the open
// array, then the eras.
Status writeTimeline(
    const Corpus &head, qsizetype eventCount, const std::function<Status(JsonStream &)> &writeEvents, QIODevice &out)
{
    JsonStream w(out);
    w.beginObject().indent(1).key("title").beginObject().key("text").beginObject();
    w.field("headline", escaped(head.title));
    w.field("text", Tr::tr("%1 events, %2 sources").arg(eventCount).arg(head.sources.size()));
    w.endObject().endObject();
    w.indent(1).key("events").beginArray();
    if (Status s = writeEvents(w); !s)
        return s;
    w.indent(1).endArray();
    w.indent(1).key("eras").beginArray();
    for (const Era &era : head.eras) {
        if (!era.date.isValid())
            continue;
        w.indent(2);
        writeEra(w, era);
    }
    w.indent(1).endArray().indent(0).endObject();
    if (!w.flush() || out.write("\n") != 1)
        return Status::failure(Tr::tr("cannot write the timeline: %1").arg(out.errorString()));
    return success();
}

} // namespace

Status writeTimelineJs(const Corpus &corpus, QIODevice &out)
{
    const auto sources = sourcesById(corpus);
    return writeTimeline(
        corpus, corpus.events.size(),
        [&](JsonStream &w) {
            writeSlides(w, corpus.events, sources);
            return success();
        },
        out);
}

Status writeTimelineJs(const Database &db, QIODevice &out)
{
    auto opened = EventStream::open(db);
    if (!opened)
        return Status::failure(opened.error());
    EventStream &stream = *opened.value();
    const auto sources = sourcesById(stream.head());
    // The slides are written on the threads that read the events, a chunk at a time.
    EventChunks chunks(stream, EventChunks::jsonElements([&sources](JsonStream &w, const QList<Event> &events) {
        writeSlides(w, events, sources);
    }));
    const auto writeEvents = [&](JsonStream &w) { return chunks.writeElements(w); };
    return writeTimeline(stream.head(), stream.eventCount(), writeEvents, out);
}

} // namespace parallax::db
