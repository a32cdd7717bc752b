#include "cli.h"
#include "commands.h"

#include <db/database.h>
#include <db/search.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace parallax::app {

int runSearch(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt = dbOption();
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("Output format: text or json."),
        QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOptions({dbOpt, format});
    parser.addPositionalArgument(QStringLiteral("QUERY"), QStringLiteral("What to look for; taken literally."));
    if (int rc = parse(parser, QStringLiteral("search"),
            QStringLiteral("Search event titles, summaries, glosses, place and person names and the "
                           "source texts."),
            args);
        rc >= 0)
        return rc;
    if (parser.positionalArguments().isEmpty()) {
        err() << "parallax search: usage: parallax search QUERY [--db FILE] [--format text|json]\n";
        return 2;
    }
    const QString query = parser.positionalArguments().join(u' ');
    const std::unique_ptr<db::Database> db = openReadOnly(parser, dbOpt, "search");
    if (!db)
        return 1;
    auto results = db::search(*db, query);
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
    if (parser.value(format) == u"json") {
        QJsonObject root {{"query", query}};
        for (const auto &g : groups) {
            QJsonArray list;
            for (const db::SearchHit &h : *g.hits) {
                QJsonObject o {{"id", h.id}, {"title", h.title}, {"snippet", plain(h.snippet)}};
                if (h.position >= 0)
                    o.insert(QStringLiteral("position"), qint64(h.position));
                if (!h.eventId.isEmpty())
                    o.insert(QStringLiteral("event"), h.eventId);
                list.append(o);
            }
            root.insert(QLatin1String(g.name), list);
        }
        out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (const auto &g : groups) {
        if (g.hits->isEmpty())
            continue;
        out() << g.name << ":\n";
        for (const db::SearchHit &h : *g.hits)
            out() << "  " << h.id << "  " << h.title << "\n      " << plain(h.snippet) << "\n";
    }
    out() << results->total() << " result(s)\n";
    return 0;
}

} // namespace parallax::app
