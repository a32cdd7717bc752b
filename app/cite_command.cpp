// parallax cite --db DB --source ID --quote TEXT (--event ID | --new-event TITLE) …
#include "commands.h"
#include "editcli.h"

#include <core/textoffsets.h>
#include <db/sqliterepository.h>

namespace parallax::app {

namespace {

struct CiteOptions
{
    QCommandLineOption db {QStringLiteral("db"), QStringLiteral("The database."), QStringLiteral("FILE")};
    QCommandLineOption source {QStringLiteral("source"), QStringLiteral("The source cited."), QStringLiteral("ID")};
    QCommandLineOption quote {
        QStringLiteral("quote"), QStringLiteral("The exact words cited."), QStringLiteral("TEXT")};
    QCommandLineOption occurrence {QStringLiteral("occurrence"),
        QStringLiteral("Which occurrence of the quote, when it occurs more than once (1 = first)."),
        QStringLiteral("N")};
    QCommandLineOption event {
        QStringLiteral("event"), QStringLiteral("The event the passage is an account of."), QStringLiteral("ID")};
    QCommandLineOption newEvent {
        QStringLiteral("new-event"), QStringLiteral("Create an event with this title."), QStringLiteral("TITLE")};
    QCommandLineOption date {QStringLiteral("date"), QStringLiteral("The new event's date (EDTF; default: --claimed)."),
        QStringLiteral("EDTF")};
    QCommandLineOption claimed {
        QStringLiteral("claimed"), QStringLiteral("The date the source claims (EDTF)."), QStringLiteral("EDTF")};
    QCommandLineOption dateText {
        QStringLiteral("date-text"), QStringLiteral("The source's own words for the date."), QStringLiteral("TEXT")};
    QCommandLineOption gloss {QStringLiteral("gloss"), QStringLiteral("An English gloss."), QStringLiteral("TEXT")};
    QCommandLineOption note {QStringLiteral("note"), QStringLiteral("An English note."), QStringLiteral("TEXT")};
    QCommandLineOption format = formatOption();
};

// Where the quote is in the source: its only occurrence, or the one chosen.
Result<qsizetype> locate(const QString &text, const QString &quote, int occurrence, const QString &sourceId)
{
    QList<qsizetype> found;
    for (qsizetype at = text.indexOf(quote); at >= 0 && !quote.isEmpty(); at = text.indexOf(quote, at + 1))
        found << at;
    if (found.isEmpty())
        return Result<qsizetype>::failure(QStringLiteral("source %1 does not contain \"%2\".").arg(sourceId, quote));
    if (occurrence > 0) {
        if (occurrence > found.size())
            return Result<qsizetype>::failure(QStringLiteral("\"%1\" occurs %2 time(s) in source %3, not %4.")
                                                  .arg(quote)
                                                  .arg(found.size())
                                                  .arg(sourceId)
                                                  .arg(occurrence));
        return found[occurrence - 1];
    }
    if (found.size() > 1)
        return Result<qsizetype>::failure(
            QStringLiteral("\"%1\" occurs %2 times in source %3; say which with --occurrence N, or quote more words.")
                .arg(quote)
                .arg(found.size())
                .arg(sourceId));
    return found.first();
}

Result<HistoricalDate> optionalDate(const QCommandLineParser &p, const QCommandLineOption &o, const char *name)
{
    if (!p.isSet(o))
        return HistoricalDate();
    auto d = HistoricalDate::parse(p.value(o));
    if (!d)
        return Result<HistoricalDate>::failure(QStringLiteral("--%1: %2").arg(QLatin1String(name), d.error()));
    return d;
}

} // namespace

int runCite(const QStringList &args)
{
    QCommandLineParser parser;
    CiteOptions o;
    parser.addOptions({o.db, o.source, o.quote, o.occurrence, o.event, o.newEvent, o.date, o.claimed, o.dateText,
        o.gloss, o.note, o.format});
    if (int rc = parse(parser, QStringLiteral("cite"),
            QStringLiteral("Cite a passage of a source as an account of an event (an existing one, or a "
                           "new one). Bad input is refused and nothing is changed."),
            args);
        rc >= 0)
        return rc;
    const QString fmt = outputFormat(parser, o.format, "cite");
    if (fmt.isEmpty())
        return 2;
    if (!parser.isSet(o.db) || !parser.isSet(o.source) || !parser.isSet(o.quote)
        || parser.isSet(o.event) == parser.isSet(o.newEvent) || !parser.positionalArguments().isEmpty()) {
        err() << "parallax cite: usage: parallax cite --db DB --source ID --quote TEXT (--event ID | --new-event "
                 "TITLE) [--date EDTF] [--claimed EDTF] [--date-text TEXT] [--gloss TEXT]\n";
        return 2;
    }
    auto claimed = optionalDate(parser, o.claimed, "claimed");
    if (!claimed)
        return refuse("cite", claimed.error());
    auto date = optionalDate(parser, o.date, "date");
    if (!date)
        return refuse("cite", date.error());
    if (parser.isSet(o.newEvent) && !date->isValid() && !claimed->isValid())
        return refuse("cite", QStringLiteral("a new event needs a date: give --date (or --claimed)."));
    bool numberOk = true;
    const int occurrence = parser.isSet(o.occurrence) ? parser.value(o.occurrence).toInt(&numberOk) : 0;
    if (!numberOk || occurrence < 0)
        return refuse("cite", QStringLiteral("--occurrence must be a number from 1."));

    auto db = openForEditing(parser.value(o.db), "cite");
    if (!db)
        return 1;
    db::SqliteRepository repo(*db);
    const QString sourceId = parser.value(o.source);
    auto source = repo.source(sourceId);
    if (!source)
        return refuse("cite", source.error());
    const QString quote = parser.value(o.quote);
    auto at = locate(source->text, quote, occurrence, sourceId);
    if (!at)
        return refuse("cite", at.error());
    QString eventId = parser.value(o.event);
    if (!eventId.isEmpty() && !repo.exists(db::Entity::Event, eventId))
        return refuse("cite", QStringLiteral("there is no event %1.").arg(eventId));

    Account a;
    a.sourceId = sourceId;
    a.quote = quote;
    a.start = codePointIndexFromUtf16(source->text, at.value());
    a.end = a.start + codePointCount(quote);
    a.claimedDate = claimed.value();
    a.dateText = parser.value(o.dateText);
    a.glossEn = parser.value(o.gloss);
    a.noteEn = parser.value(o.note);

    const bool createEvent = eventId.isEmpty();
    if (createEvent) {
        Event e;
        e.titles.insert(QStringLiteral("en"), parser.value(o.newEvent));
        e.date = date->isValid() ? date.value() : claimed.value();
        auto added = repo.addEvent(e);
        if (!added)
            return refuse("cite", added.error());
        eventId = added.value();
    }
    auto account = repo.addAccount(eventId, a);
    if (!account) {
        if (createEvent)
            (void)repo.removeEvent(eventId); // take the new event back: nothing changed
        return refuse("cite", account.error());
    }
    if (fmt == u"json") {
        printJson({{QStringLiteral("account"), account.value()}, {QStringLiteral("event"), eventId},
            {QStringLiteral("created_event"), createEvent}, {QStringLiteral("source"), sourceId},
            {QStringLiteral("start"), qint64(a.start)}, {QStringLiteral("end"), qint64(a.end)}});
    } else {
        out() << "Cited " << sourceId << " " << a.start << "…" << a.end << " as account " << account.value() << " of "
              << (createEvent ? "new event " : "event ") << eventId << "\n";
    }
    return 0;
}

} // namespace parallax::app
