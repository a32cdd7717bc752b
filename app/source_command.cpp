// parallax source add FILE --db DB --title … --language … [--encoding …]
// parallax source replace SOURCE_ID FILE --db DB
// parallax source edit SOURCE_ID --db DB [--title …] [--language …] [--author …] [--written …] [--provenance …]
#include "commands.h"
#include "editcli.h"

#include <core/sourcedetails.h>
#include <core/textdecoding.h>
#include <core/textoffsets.h>
#include <db/safefile.h>
#include <db/sqliterepository.h>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

namespace parallax::app {

namespace {

Result<DecodedText> readText(const QString &path, const QString &encoding)
{
    // Only a regular file, of a source text's size at most: /dev/zero filled
    // the memory and a FIFO hung the command.
    auto bytes = db::readRegularFile(path, db::kMaxCorpusFileBytes);
    if (!bytes)
        return Result<DecodedText>::failure(bytes.error());
    auto decoded = decodeText(bytes.value(), encoding);
    if (!decoded)
        return Result<DecodedText>::failure(QStringLiteral("%1: %2").arg(path, decoded.error()));
    if (decoded->text.trimmed().isEmpty())
        return Result<DecodedText>::failure(QStringLiteral("%1 holds no text.").arg(path));
    return decoded;
}

// --encoding, for add and replace: the encodings supportedTextEncodings() offers.
QCommandLineOption encodingOption()
{
    return QCommandLineOption(QStringLiteral("encoding"),
        QStringLiteral("The file's encoding: UTF-8, UTF-16LE, UTF-16BE, GB18030, Big5 or Windows-1252 (which also "
                       "reads ISO-8859-1, Latin-1). Default: detected."),
        QStringLiteral("NAME"));
}

// "Memoirs (1823).txt" → "memoirs-1823"; made unique in the database.
QString sourceKey(const QString &file, const db::Repository &repo)
{
    QString base = QFileInfo(file).completeBaseName().toLower();
    base.replace(QRegularExpression(QStringLiteral("[^\\w]+")), QStringLiteral("-"));
    base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    if (base.isEmpty())
        base = QStringLiteral("source");
    QString key = base;
    for (int n = 2; repo.exists(db::Entity::Source, key); ++n)
        key = QStringLiteral("%1-%2").arg(base).arg(n);
    return key;
}

// --language in BCP 47's case, once it and --written are found good.
Result<QString> checkedLanguage(
    const QCommandLineParser &parser, const QCommandLineOption &language, const QCommandLineOption &written)
{
    auto code = checkLanguageCode(parser.value(language));
    if (!code)
        return Result<QString>::failure(QStringLiteral("--language: %1").arg(code.error()));
    if (parser.isSet(written))
        if (auto d = HistoricalDate::parse(parser.value(written)); !d)
            return Result<QString>::failure(QStringLiteral("--written: %1").arg(d.error()));
    return code;
}

int addSource(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt(
        QStringLiteral("db"), QStringLiteral("The database (created if it does not exist)."), QStringLiteral("FILE"));
    const QCommandLineOption title(
        QStringLiteral("title"), QStringLiteral("The source's title."), QStringLiteral("TITLE"));
    const QCommandLineOption language(
        QStringLiteral("language"), QStringLiteral("Its language: en, zh, da…"), QStringLiteral("CODE"));
    const QCommandLineOption encoding = encodingOption();
    const QCommandLineOption id(
        QStringLiteral("id"), QStringLiteral("The source's id (default: from the file name)."), QStringLiteral("ID"));
    const QCommandLineOption author(QStringLiteral("author"), QStringLiteral("Its author."), QStringLiteral("NAME"));
    const QCommandLineOption written(
        QStringLiteral("written"), QStringLiteral("When it was written (EDTF)."), QStringLiteral("EDTF"));
    const QCommandLineOption format = formatOption();
    parser.addOptions({dbOpt, title, language, encoding, id, author, written, format});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The text file."));
    if (int rc = parse(parser, QStringLiteral("source add"),
            QStringLiteral("Add a text file to a database as a new source. The text is stored exactly "
                           "as decoded."),
            args);
        rc >= 0)
        return rc;
    const QString fmt = outputFormat(parser, format, "source add");
    if (fmt.isEmpty())
        return 2;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(dbOpt) || !parser.isSet(title)
        || !parser.isSet(language)) {
        err() << "parallax source add: usage: parallax source add FILE --db DB --title TITLE --language CODE "
                 "[--encoding NAME]\n";
        return 2;
    }
    auto code = checkedLanguage(parser, language, written);
    if (!code)
        return refuse("source add", code.error());
    const QString file = parser.positionalArguments().first();
    auto text = readText(file, parser.value(encoding));
    if (!text)
        return refuse("source add", text.error());
    const QString path = parser.value(dbOpt);
    const bool created = !QFileInfo::exists(path);
    std::unique_ptr<db::Database> db;
    if (created) {
        auto made = db::Database::create(path);
        if (!made)
            return refuse("source add", made.error());
        db = std::move(made).value();
    } else if (!(db = openForEditing(path, "source add"))) {
        return 1;
    }
    db::SqliteRepository repo(*db);
    Source s;
    s.id = parser.isSet(id) ? parser.value(id) : sourceKey(file, repo);
    s.title = parser.value(title);
    s.language = code.value();
    s.file = QFileInfo(file).fileName();
    s.author = parser.value(author);
    s.written = parser.value(written);
    s.encoding = text->encoding;
    s.text = text->text;
    auto added = repo.addSource(s);
    if (!added) {
        db.reset();
        if (created)
            QFile::remove(path);
        return refuse("source add", added.error());
    }
    const qsizetype length = codePointCount(s.text);
    if (fmt == u"json")
        printJson({{QStringLiteral("source"), added.value()}, {QStringLiteral("encoding"), text->encoding},
            {QStringLiteral("characters"), qint64(length)}, {QStringLiteral("database"), path},
            {QStringLiteral("created_database"), created}});
    else
        out() << "Added source " << added.value() << " (" << text->encoding << ", " << length << " characters) to "
              << path << (created ? " (new database)" : "") << "\n";
    return 0;
}

// An orphaned citation as a user finds it again: its words, its event's
// title and key, and the account's key (JSON gives the keys alone).
QString orphanLine(const db::SqliteRepository &repo, const db::ReplaceReport::Item &item)
{
    QString title, quote;
    if (const auto event = repo.event(item.eventId)) {
        title = event->titles.value(u"en", event->titles.first());
        for (const Account &a : event->accounts)
            if (a.id() == item.accountId)
                quote = a.quote();
    }
    constexpr qsizetype kLongest = 60;
    if (quote.size() > kLongest)
        quote = quote.left(kLongest - 1) + u'…';
    return QStringLiteral("orphaned: “%1” — event %2 “%3”, account %4; the words are no longer in the text")
        .arg(quote, item.eventId, title, item.accountId);
}

int replaceSource(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt(QStringLiteral("db"), QStringLiteral("The database."), QStringLiteral("FILE"));
    const QCommandLineOption encoding = encodingOption();
    const QCommandLineOption format = formatOption();
    parser.addOptions({dbOpt, encoding, format});
    parser.addPositionalArgument(QStringLiteral("SOURCE_ID"), QStringLiteral("The source to revise."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Its revised text."));
    if (int rc = parse(parser, QStringLiteral("source replace"),
            QStringLiteral("Replace a source's text with a revised version and re-anchor every citation "
                           "of it: exact, moved, fuzzy or orphaned (kept, listed for the user)."),
            args);
        rc >= 0)
        return rc;
    const QString fmt = outputFormat(parser, format, "source replace");
    if (fmt.isEmpty())
        return 2;
    if (parser.positionalArguments().size() != 2 || !parser.isSet(dbOpt)) {
        err() << "parallax source replace: usage: parallax source replace SOURCE_ID FILE --db DB\n";
        return 2;
    }
    const QString id = parser.positionalArguments().at(0);
    auto text = readText(parser.positionalArguments().at(1), parser.value(encoding));
    if (!text)
        return refuse("source replace", text.error());
    auto db = openForEditing(parser.value(dbOpt), "source replace");
    if (!db)
        return 1;
    db::SqliteRepository repo(*db);
    auto report = repo.replaceSourceText(id, text->text, text->encoding);
    if (!report)
        return refuse("source replace", report.error());
    const AnchorOutcome kinds[]
        = {AnchorOutcome::Exact, AnchorOutcome::Moved, AnchorOutcome::Fuzzy, AnchorOutcome::Orphaned};
    if (fmt == u"json") {
        QJsonObject o {{QStringLiteral("source"), id}};
        for (AnchorOutcome k : kinds)
            o.insert(anchorOutcomeName(k), report->count(k));
        QJsonArray items;
        for (const auto &i : report->items)
            items.append(QJsonObject {{QStringLiteral("account"), i.accountId}, {QStringLiteral("event"), i.eventId},
                {QStringLiteral("outcome"), anchorOutcomeName(i.outcome)}, {QStringLiteral("start"), qint64(i.start)},
                {QStringLiteral("end"), qint64(i.end)}});
        o.insert(QStringLiteral("accounts"), items);
        printJson(o);
        return 0;
    }
    out() << "Replaced the text of " << id << ": ";
    QStringList parts;
    for (AnchorOutcome k : kinds)
        parts << QStringLiteral("%1 %2").arg(report->count(k)).arg(anchorOutcomeName(k));
    out() << parts.join(QStringLiteral(", ")) << "\n";
    for (const auto &i : report->items)
        if (i.outcome == AnchorOutcome::Orphaned)
            out() << "  " << orphanLine(repo, i) << "\n";
    return 0;
}

// The options of `source edit`: each one given changes that detail.
struct DetailOptions
{
    QCommandLineOption title {QStringLiteral("title"), QStringLiteral("A new title."), QStringLiteral("TITLE")};
    QCommandLineOption language {QStringLiteral("language"),
        QStringLiteral("A new language code: en, zh, da, zh-Hant, fr…"), QStringLiteral("CODE")};
    QCommandLineOption author {
        QStringLiteral("author"), QStringLiteral("A new author (empty: none)."), QStringLiteral("NAME")};
    QCommandLineOption written {QStringLiteral("written"),
        QStringLiteral("When it was written, EDTF (empty: unknown)."), QStringLiteral("EDTF")};
    QCommandLineOption provenance {QStringLiteral("provenance"),
        QStringLiteral("Where the text comes from (empty: nothing said)."), QStringLiteral("TEXT")};

    bool anySet(const QCommandLineParser &p) const
    {
        return p.isSet(title) || p.isSet(language) || p.isSet(author) || p.isSet(written) || p.isSet(provenance);
    }
};

// `source` with the details the options give, checked as Source Properties
// checks them; the first problem names its option and the value.
Result<Source> withDetails(Source source, const QCommandLineParser &p, const DetailOptions &o)
{
    const Source before = source;
    if (p.isSet(o.title)) {
        source.title = p.value(o.title).trimmed();
        if (source.title.isEmpty())
            return Result<Source>::failure(QStringLiteral("--title: a source needs a title."));
    }
    if (p.isSet(o.language)) {
        auto code = checkLanguageCode(p.value(o.language));
        if (!code)
            return Result<Source>::failure(QStringLiteral("--language: %1").arg(code.error()));
        source.language = code.value();
    }
    if (p.isSet(o.written)) {
        source.written = p.value(o.written).trimmed();
        if (!source.written.isEmpty())
            if (auto d = HistoricalDate::parse(source.written); !d)
                return Result<Source>::failure(QStringLiteral("--written: %1").arg(d.error()));
    }
    if (p.isSet(o.author))
        source.author = p.value(o.author).trimmed();
    if (p.isSet(o.provenance))
        source.provenance = p.value(o.provenance).trimmed();
    source.reference = referenceFollowingDetails(before, source);
    return source;
}

QStringList changedDetails(const Source &before, const Source &after)
{
    QStringList names;
    const std::pair<const char *, bool> details[] = {{"title", before.title != after.title},
        {"language", before.language != after.language}, {"author", before.author != after.author},
        {"written", before.written != after.written}, {"provenance", before.provenance != after.provenance}};
    for (const auto &[name, differs] : details)
        if (differs)
            names << QLatin1String(name);
    return names;
}

void reportEdit(const QString &fmt, const QString &id, const QString &path, const QStringList &changed)
{
    if (fmt == u"json") {
        printJson({{QStringLiteral("source"), id}, {QStringLiteral("changed"), QJsonArray::fromStringList(changed)},
            {QStringLiteral("database"), path}});
        return;
    }
    if (changed.isEmpty())
        out() << "Source " << id << " already has those details; nothing was changed.\n";
    else
        out() << "Changed source " << id << " in " << path << ": " << changed.join(QStringLiteral(", ")) << "\n";
}

int editSource(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption dbOpt(QStringLiteral("db"), QStringLiteral("The database."), QStringLiteral("FILE"));
    const DetailOptions details;
    const QCommandLineOption format = formatOption();
    parser.addOptions(
        {dbOpt, details.title, details.language, details.author, details.written, details.provenance, format});
    parser.addPositionalArgument(QStringLiteral("SOURCE_ID"), QStringLiteral("The source to change."));
    if (int rc = parse(parser, QStringLiteral("source edit"),
            QStringLiteral("Change a source's title, language, author, date of writing or provenance (its text: "
                           "source replace). One transaction; nothing is written when a value is refused."),
            args);
        rc >= 0)
        return rc;
    const QString fmt = outputFormat(parser, format, "source edit");
    if (fmt.isEmpty())
        return 2;
    if (parser.positionalArguments().size() != 1 || !parser.isSet(dbOpt) || !details.anySet(parser)) {
        err() << "parallax source edit: usage: parallax source edit SOURCE_ID --db DB [--title TITLE] "
                 "[--language CODE] [--author NAME] [--written EDTF] [--provenance TEXT]\n";
        return 2;
    }
    // The values are checked before the file is opened: a refusal never
    // depends on, or touches, the database.
    if (auto checked = withDetails(Source {}, parser, details); !checked)
        return refuse("source edit", checked.error());
    const QString id = parser.positionalArguments().first();
    auto db = openForEditing(parser.value(dbOpt), "source edit");
    if (!db)
        return 1;
    db::SqliteRepository repo(*db);
    auto before = repo.source(id);
    if (!before)
        return refuse("source edit", before.error());
    auto after = withDetails(before.value(), parser, details);
    if (!after)
        return refuse("source edit", after.error());
    const QStringList changed = changedDetails(before.value(), after.value());
    if (!changed.isEmpty())
        if (Status s = repo.updateSource(after.value()); !s)
            return refuse("source edit", s.error());
    reportEdit(fmt, id, parser.value(dbOpt), changed);
    return 0;
}

} // namespace

int runSource(const QStringList &args)
{
    const QString verb = args.value(0);
    if (verb == u"add")
        return addSource(args.mid(1));
    if (verb == u"replace")
        return replaceSource(args.mid(1));
    if (verb == u"edit")
        return editSource(args.mid(1));
    if (verb == u"--help" || verb == u"-h") {
        out() << "Usage: parallax source add FILE --db DB --title TITLE --language CODE [--encoding NAME]\n"
                 "       parallax source replace SOURCE_ID FILE --db DB\n"
                 "       parallax source edit SOURCE_ID --db DB [--title TITLE] [--language CODE] [--author NAME]\n"
                 "                            [--written EDTF] [--provenance TEXT]\n"
                 "Run 'parallax source add --help' (or replace, edit) for their options.\n";
        return 0;
    }
    err() << "parallax source: expected add, replace or edit, not '" << verb << "'\n";
    return 2;
}

} // namespace parallax::app
