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

// Start and (where the date is not one plain unit) end date of a slide,
// `words` the date in words.
void writeDates(JsonStream &w, const HistoricalDate &date, const QString &words)
{
    const AxisSpan span = date.span();
    const DatePrecision p = date.precision();
    const bool plain = !date.isInterval() && !date.isSet() && !date.isApproximate() && !date.isUncertain()
        && date.start().unspecified == 0 && !date.start().isSeason() && date.start().significantDigits == 0;
    w.key("start_date");
    writeDate(w, span.start, p, words);
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

// What every slide's text takes from the corpus and the translation, made
// once for the export: the sources' titles as HTML, and " (claims %1)" as
// translated, in its two parts around its one place marker where it has one
// (translated and filled in for each account, it was a look-up in the
// catalogue, a string decoded and arg()'s parse: 1.3M times at 1M events).
class SlideWords
{
public:
    explicit SlideWords(const Corpus &head)
        : m_claims(Tr::tr(" (claims %1)"))
    {
        for (const Source &s : head.sources)
            m_sources.insert(&Interned(s.id).str(), escaped(s.title));
        const qsizetype at = m_claims.indexOf(QLatin1String("%1"));
        const bool one = at >= 0 && m_claims.count(u'%') == 1
            && (at + 2 == m_claims.size() || m_claims.at(at + 2).digitValue() < 0);
        if (one) {
            m_before = m_claims.left(at);
            m_after = m_claims.mid(at + 2);
            m_split = true;
        }
    }

    // A source as its citation names it: its title, or its id where the
    // corpus has no such source.
    QString source(const Interned &id) const
    {
        const auto it = m_sources.constFind(&id.str());
        return it != m_sources.cend() ? *it : escaped(id);
    }

    void appendClaim(QString &html, const QString &date) const
    {
        if (m_split)
            html.append(m_before).append(date).append(m_after);
        else
            html += m_claims.arg(date);
    }

private:
    // By the id an account names them by, interned: one string an id, its
    // address its key (hashing and comparing the ids' text was a twentieth
    // of the export).
    QHash<const QString *, QString> m_sources; // as HTML
    QString m_claims, m_before, m_after;
    bool m_split = false;
};

// What the slides of a run of events reuse: the buffer of a slide's text,
// and the last date put in words (as written, and as HTML): an account's
// claimed date is mostly its event's, and events in time order share dates
// (1M: 2.3M dates, 611,000 of them distinct; each put in words afresh, they
// were a seventh of the export's time).
struct SlideScratch
{
    QString html;
    HistoricalDate date;
    QString words, wordsHtml;
    bool anyDate = false;

    void putInWords(const HistoricalDate &d)
    {
        if (anyDate && d == date)
            return;
        date = d;
        words = d.toDisplayString(english());
        wordsHtml = escaped(words);
        anyDate = true;
    }
};

// The slide's text, into `scratch.html` (emptied first, its room kept for the next).
void accountsHtml(const Event &e, const SlideWords &words, SlideScratch &scratch)
{
    QString &html = scratch.html;
    html.resize(0);
    if (!e.summaryEn().isEmpty())
        html.append(QLatin1String("<p>")).append(escaped(e.summaryEn())).append(QLatin1String("</p>"));
    for (const Account &a : e.accounts) {
        html.append(QLatin1String("<blockquote>")).append(escaped(a.quote())).append(QLatin1String("<br><cite>"));
        html.append(words.source(a.sourceId));
        if (a.claimedDate.isValid()) {
            scratch.putInWords(a.claimedDate);
            words.appendClaim(html, scratch.wordsHtml);
        }
        html.append(QLatin1String("</cite>"));
        if (!a.glossEn().isEmpty())
            html.append(QLatin1String("<br><small>")).append(escaped(a.glossEn())).append(QLatin1String("</small>"));
        html.append(QLatin1String("</blockquote>"));
    }
}

void writeSlide(JsonStream &w, const Event &e, const SlideWords &words, SlideScratch &scratch)
{
    w.beginObject().field("unique_id", e.id);
    scratch.putInWords(e.date);
    writeDates(w, e.date, scratch.words);
    w.key("text").beginObject().field("headline", escaped(e.titles.value(QStringLiteral("en"))));
    accountsHtml(e, words, scratch);
    w.field("text", scratch.html).endObject();
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
template <typename Events> void writeSlides(JsonStream &w, const Events &events, const SlideWords &words)
{
    SlideScratch scratch;
    for (const Event &e : events) {
        if (!e.date.isValid())
            continue;
        w.indent(2);
        writeSlide(w, e, words, scratch);
    }
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
    const SlideWords words(corpus);
    return writeTimeline(
        corpus, corpus.events.size(),
        [&](JsonStream &w) {
            writeSlides(w, corpus.events, words);
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
    const SlideWords words(stream.head());
    // The slides are written on the threads that read the events, a chunk at a time.
    EventChunks chunks(stream, EventChunks::jsonElements([&words](JsonStream &w, const QList<Event> &events) {
        writeSlides(w, events, words);
    }));
    const auto writeEvents = [&](JsonStream &w) { return chunks.writeElements(w); };
    return writeTimeline(stream.head(), stream.eventCount(), writeEvents, out);
}

} // namespace parallax::db
