// parallax cite --db DB --source ID --quote TEXT (--event ID | --new-event TITLE) …
#include "commands.h"
#include "editcli.h"

#include <core/datephrase.h>
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
    QCommandLineOption date {QStringLiteral("date"),
        QStringLiteral("The new event's date (EDTF or words; default: --claimed)."), QStringLiteral("EDTF")};
    QCommandLineOption claimed {QStringLiteral("claimed"),
        QStringLiteral("The date the source claims (EDTF, or in words: 22 June 1815)."), QStringLiteral("EDTF")};
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
    // EDTF or words, as the window's date fields read them.
    auto d = readStatedDate(p.value(o));
    if (!d)
        return Result<HistoricalDate>::failure(
            QStringLiteral("--%1: %2")
                .arg(QLatin1String(name),
                    d.error().isEmpty()
                        ? QStringLiteral("\"%1\" is not a date: write it as EDTF (1815-06-22) or in words "
                                         "(22 June 1815)")
                              .arg(p.value(o))
                        : d.error()));
    return d;
}

// The options that need no database: dates, the occurrence, and that
// exactly one of --event and --new-event is given.
struct CiteRequest
{
    HistoricalDate claimed;
    HistoricalDate date;
    int occurrence = 0;
};

Result<CiteRequest> readRequest(const QCommandLineParser &parser, const CiteOptions &o)
{
    auto claimed = optionalDate(parser, o.claimed, "claimed");
    if (!claimed)
        return Result<CiteRequest>::failure(claimed.error());
    auto date = optionalDate(parser, o.date, "date");
    if (!date)
        return Result<CiteRequest>::failure(date.error());
    if (parser.isSet(o.newEvent) && !date->isValid() && !claimed->isValid())
        return Result<CiteRequest>::failure(QStringLiteral("a new event needs a date: give --date (or --claimed)."));
    bool numberOk = true;
    const int occurrence = parser.isSet(o.occurrence) ? parser.value(o.occurrence).toInt(&numberOk) : 0;
    if (!numberOk || occurrence < 0)
        return Result<CiteRequest>::failure(QStringLiteral("--occurrence must be a number from 1."));
    return CiteRequest {claimed.value(), date.value(), occurrence};
}

Result<Account> accountFor(
    const QCommandLineParser &parser, const CiteOptions &o, const Source &source, const CiteRequest &request)
{
    const QString quote = parser.value(o.quote);
    auto at = locate(source.text, quote, request.occurrence, source.id);
    if (!at)
        return Result<Account>::failure(at.error());
    Account a;
    a.sourceId = source.id;
    a.setQuote(quote);
    a.start = codePointIndexFromUtf16(source.text, at.value());
    a.end = a.start + codePointCount(quote);
    a.claimedDate = request.claimed;
    a.setDateText(parser.value(o.dateText));
    a.setGlossEn(parser.value(o.gloss));
    a.setNoteEn(parser.value(o.note));
    return a;
}

struct Cited
{
    QString eventId;
    QString accountId;
    bool createdEvent = false;
};

// Adds the account, and first the new event when one is asked for, in one
// transaction: a refused account leaves no new event behind.
Result<Cited> writeCitation(db::SqliteRepository &repo, const QCommandLineParser &parser, const CiteOptions &o,
    const CiteRequest &request, const Account &account)
{
    Cited cited {parser.value(o.event), {}, !parser.isSet(o.event)};
    const Status written = repo.inOneTransaction([&]() -> Status {
        if (cited.createdEvent) {
            Event e;
            e.titles.insert(QStringLiteral("en"), parser.value(o.newEvent));
            e.date = request.date.isValid() ? request.date : request.claimed;
            auto added = repo.addEvent(e);
            if (!added)
                return Status::failure(added.error());
            cited.eventId = added.value();
        }
        auto id = repo.addAccount(cited.eventId, account);
        if (!id)
            return Status::failure(id.error());
        cited.accountId = id.value();
        return success();
    });
    if (!written)
        return Result<Cited>::failure(written.error());
    return cited;
}

void report(const QString &fmt, const Account &a, const Cited &cited)
{
    if (fmt == u"json") {
        printJson({{QStringLiteral("account"), cited.accountId}, {QStringLiteral("event"), cited.eventId},
            {QStringLiteral("created_event"), cited.createdEvent}, {QStringLiteral("source"), a.sourceId.str()},
            {QStringLiteral("start"), qint64(a.start)}, {QStringLiteral("end"), qint64(a.end)}});
    } else {
        out() << "Cited " << a.sourceId << " " << a.start << "…" << a.end << " as account " << cited.accountId << " of "
              << (cited.createdEvent ? "new event " : "event ") << cited.eventId << "\n";
    }
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
    auto request = readRequest(parser, o);
    if (!request)
        return refuse("cite", request.error());

    auto db = openForEditing(parser.value(o.db), "cite");
    if (!db)
        return 1;
    db::SqliteRepository repo(*db);
    auto source = repo.source(parser.value(o.source));
    if (!source)
        return refuse("cite", source.error());
    auto account = accountFor(parser, o, source.value(), request.value());
    if (!account)
        return refuse("cite", account.error());
    if (parser.isSet(o.event) && !repo.exists(db::Entity::Event, parser.value(o.event)))
        return refuse("cite", QStringLiteral("there is no event %1.").arg(parser.value(o.event)));
    auto cited = writeCitation(repo, parser, o, request.value(), account.value());
    if (!cited)
        return refuse("cite", cited.error());
    report(fmt, account.value(), cited.value());
    return 0;
}

} // namespace parallax::app
