#include "cli.h"
#include "commands.h"

#include <db/database.h>
#include <db/search.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace parallax::app {

int runSearch(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("Output format: text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption limit(QStringLiteral("limit"),
        QStringLiteral("Hits shown per group (events, places, people, passages); default 20."), QStringLiteral("N"),
        QStringLiteral("20"));
    parser.addOptions({dbOpt, format, limit});
    parser.addPositionalArgument(QStringLiteral("QUERY"), QStringLiteral("What to look for; taken literally."));
    if (int rc = parse(parser, QStringLiteral("search"),
            QStringLiteral("Search event titles, summaries, glosses, place and person names and the "
                           "source texts."),
            args);
        rc >= 0)
        return rc;
    bool numeric = false;
    const int shown = parser.value(limit).toInt(&numeric);
    const QString fmt = parser.value(format);
    if (parser.positionalArguments().isEmpty() || (fmt != u"text" && fmt != u"json") || !numeric || shown < 1) {
        err() << "parallax search: usage: parallax search QUERY [--db FILE] [--format text|json] [--limit N]\n";
        return 2;
    }
    const QString query = parser.positionalArguments().join(u' ');
    if (query.trimmed().isEmpty()) {
        err() << "parallax search: there is nothing to search for; give the words to find.\n";
        return 2;
    }
    const std::unique_ptr<db::Database> db = openReadOnly(parser, dbOpt, "search");
    if (!db)
        return 1;
    // Read as far as the window reads, so that the hits are ranked as it
    // ranks them (the event named "Event 4242" was not among the first 20
    // found at a million events, nor said to be missing), then cut.
    constexpr int kRanked = 200;
    auto results = db::search(*db, query, std::max(kRanked, shown + 1));
    if (!results) {
        err() << "parallax search: " << results.error() << "\n";
        return 1;
    }
    const struct
    {
        const char *name;
        const QList<db::SearchHit> *hits;
    } groups[] = {{"events", &results->events}, {"places", &results->places}, {"people", &results->people},
        {"passages", &results->passages}};
    auto plain = [](QString s) { return s.remove(QChar(1)).remove(QChar(2)).replace(u'\n', u' '); };
    const int read = std::max(kRanked, shown + 1);
    // "20 of 111", or "20 of more than 200" when the reading stopped there.
    const auto found
        = [&](qsizetype n) { return n >= read ? QStringLiteral("more than %1").arg(read - 1) : QString::number(n); };
    if (fmt == u"json") {
        QJsonObject root {{"query", query}};
        for (const auto &g : groups) {
            QJsonArray list;
            for (const db::SearchHit &h : g.hits->mid(0, shown)) {
                QJsonObject o {{"id", h.id}, {"title", h.title}, {"snippet", plain(h.snippet)}};
                if (h.position >= 0)
                    o.insert(QStringLiteral("position"), qint64(h.position));
                if (!h.eventId.isEmpty())
                    o.insert(QStringLiteral("event"), h.eventId);
                list.append(o);
            }
            root.insert(QLatin1String(g.name), list);
            root.insert(QLatin1String(g.name) + QLatin1String("_found"),
                g.hits->size() >= read ? QJsonValue(QStringLiteral("more than %1").arg(read - 1))
                                       : QJsonValue(qint64(g.hits->size())));
        }
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return 0;
    }
    qsizetype total = 0;
    for (const auto &g : groups) {
        if (g.hits->isEmpty())
            continue;
        const qsizetype n = std::min<qsizetype>(g.hits->size(), shown);
        total += n;
        out() << g.name
              << (n < g.hits->size()
                         ? QStringLiteral(" (%1 of %2; --limit shows more)").arg(n).arg(found(g.hits->size()))
                         : QString())
              << ":\n";
        for (const db::SearchHit &h : g.hits->mid(0, shown))
            out() << "  " << h.id << "  " << h.title << "\n      " << plain(h.snippet) << "\n";
    }
    out() << total << " result(s) shown\n";
    return 0;
}

} // namespace parallax::app
