#include "timelinejs.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace parallax::db {

namespace {

// lupdate and the running program agree on this context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::db::TimelineJs)
};

// A TimelineJS date object for one instant, to the given precision.
QJsonObject dateObject(AxisTime t, DatePrecision precision)
{
    int y, m, d, h, mi, s;
    calendarOf(t, &y, &m, &d, &h, &mi, &s);
    QJsonObject o{{"year", y}};
    if (precision >= DatePrecision::Month)
        o.insert(QStringLiteral("month"), m);
    if (precision >= DatePrecision::Day)
        o.insert(QStringLiteral("day"), d);
    if (precision >= DatePrecision::Hour)
        o.insert(QStringLiteral("hour"), h);
    if (precision >= DatePrecision::Minute)
        o.insert(QStringLiteral("minute"), mi);
    return o;
}

// Start and (where the date is not one plain unit) end date of a slide.
void insertDates(QJsonObject &slide, const HistoricalDate &date)
{
    const AxisSpan span = date.span();
    const DatePrecision p = date.precision();
    QJsonObject start = dateObject(span.start, p);
    const QString shown = date.toDisplayString(QLocale(QLocale::English));
    const bool plain = !date.isInterval() && !date.isSet() && !date.isApproximate() && !date.isUncertain()
        && date.start().unspecified == 0 && !date.start().isSeason() && date.start().significantDigits == 0;
    if (!plain) {
        // The end as its last second, in the precision of the unit it ends.
        QJsonObject end = dateObject(span.end - 1, p);
        slide.insert(QStringLiteral("end_date"), end);
    }
    start.insert(QStringLiteral("display_date"), shown);
    slide.insert(QStringLiteral("start_date"), start);
}

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

QString accountsHtml(const Event &e, const QHash<QString, const Source *> &sources)
{
    QString html;
    if (!e.summaryEn.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(escaped(e.summaryEn));
    for (const Account &a : e.accounts) {
        const Source *s = sources.value(a.sourceId);
        const QString source = s ? s->title : a.sourceId;
        QString claim;
        if (a.claimedDate.isValid())
            claim = Tr::tr(" (claims %1)").arg(escaped(a.claimedDate.toDisplayString(QLocale(QLocale::English))));
        html += QStringLiteral("<blockquote>%1<br><cite>%2%3</cite>").arg(escaped(a.quote), escaped(source), claim);
        if (!a.glossEn.isEmpty())
            html += QStringLiteral("<br><small>%1</small>").arg(escaped(a.glossEn));
        html += QStringLiteral("</blockquote>");
    }
    return html;
}

QJsonObject eventSlide(const Event &e, const QHash<QString, const Source *> &sources)
{
    QJsonObject slide{{"unique_id", e.id},
                      {"text", QJsonObject{{"headline", escaped(e.titles.value(QStringLiteral("en")))},
                                           {"text", accountsHtml(e, sources)}}}};
    if (e.date.isValid())
        insertDates(slide, e.date);
    if (!e.category.isEmpty())
        slide.insert(QStringLiteral("group"), e.category);
    return slide;
}

QJsonObject eraObject(const Era &era)
{
    const AxisSpan span = era.date.span();
    return {{"start_date", dateObject(span.start, DatePrecision::Day)},
            {"end_date", dateObject(span.end - 1, DatePrecision::Day)},
            {"text", QJsonObject{{"headline", escaped(pickName(era.names, QStringLiteral("en")))}}}};
}

bool write(QIODevice &out, const QByteArray &bytes)
{
    return out.write(bytes) == bytes.size();
}

} // namespace

Status writeTimelineJs(const Corpus &corpus, QIODevice &out)
{
    QHash<QString, const Source *> sources;
    for (const Source &s : corpus.sources)
        sources.insert(s.id, &s);
    const QJsonObject title{{"text", QJsonObject{{"headline", escaped(corpus.title)},
                                                 {"text", Tr::tr("%1 events, %2 sources")
                                                              .arg(corpus.events.size())
                                                              .arg(corpus.sources.size())}}}};
    bool ok = write(out, "{\n \"title\": " + QJsonDocument(title).toJson(QJsonDocument::Compact) + ",\n \"events\": [");
    bool first = true;
    for (const Event &e : corpus.events) {
        if (!e.date.isValid())
            continue; // TimelineJS needs a start date
        ok = ok && write(out, (first ? "\n  " : ",\n  ") + QJsonDocument(eventSlide(e, sources)).toJson(QJsonDocument::Compact));
        first = false;
    }
    QJsonArray eras;
    for (const Era &era : corpus.eras)
        if (era.date.isValid())
            eras.append(eraObject(era));
    ok = ok && write(out, "\n ],\n \"eras\": " + QJsonDocument(eras).toJson(QJsonDocument::Compact) + "\n}\n");
    if (!ok)
        return Status::failure(Tr::tr("cannot write the timeline: %1").arg(out.errorString()));
    return success();
}

} // namespace parallax::db
