// The reported commands: a citation orphaned by `parallax source replace`,
// the database exported as a corpus folder and imported again. The import
// refused the folder ("the quote «left Fontainebleau» does not occur in
// source a"); now it takes it, the account still orphaned, with its id.
#include "reliabilityutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace parallax;
using namespace parallax::testing;

namespace {

void writeText(const QString &path, const char *text)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// Runs `args` and expects it to succeed.
void run(const QStringList &args)
{
    const RunResult r = runParallax(args);
    EXPECT_EQ(r.exitCode, 0) << args.join(u' ').toStdString() << "\n" << r.err.toStdString();
}

// The accounts of `export --format json` of `db`, by quote: id and whether orphaned.
QMap<QString, std::pair<QString, bool>> accountsOf(const QString &db)
{
    const RunResult r = runParallax(
        {QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"), QStringLiteral("json")});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    QMap<QString, std::pair<QString, bool>> out;
    for (const QJsonValue &e : QJsonDocument::fromJson(r.out.toUtf8())[QStringLiteral("events")].toArray())
        for (const QJsonValue &a : e[QStringLiteral("accounts")].toArray())
            out.insert(a[QStringLiteral("quote")].toString(),
                {a[QStringLiteral("id")].toString(), a[QStringLiteral("orphaned")].toBool()});
    return out;
}

} // namespace

TEST(OrphanExport, AnOrphanedCitationReadsBackThroughACorpusFolder)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const auto at = [&](const char *name) { return dir.filePath(QLatin1String(name)); };
    writeText(at("a.txt"),
        "On the twentieth of April the Emperor left Fontainebleau for the south.\n"
        "He reached the coast five days later.\n");
    writeText(at("b.txt"),
        "On the twentieth of April the Emperor departed for the south.\nHe reached the coast five days later.\n");
    const QString db = at("o.sqlite"), again = at("o2.sqlite"), folder = at("out");
    run({QStringLiteral("source"), QStringLiteral("add"), at("a.txt"), QStringLiteral("--db"), db,
        QStringLiteral("--title"), QStringLiteral("Memoir"), QStringLiteral("--language"), QStringLiteral("en")});
    run({QStringLiteral("cite"), QStringLiteral("--db"), db, QStringLiteral("--source"), QStringLiteral("a"),
        QStringLiteral("--quote"), QStringLiteral("left Fontainebleau"), QStringLiteral("--new-event"),
        QStringLiteral("Departure"), QStringLiteral("--claimed"), QStringLiteral("1814-04-20")});
    run({QStringLiteral("cite"), QStringLiteral("--db"), db, QStringLiteral("--source"), QStringLiteral("a"),
        QStringLiteral("--quote"), QStringLiteral("reached the coast"), QStringLiteral("--new-event"),
        QStringLiteral("Coast"), QStringLiteral("--claimed"), QStringLiteral("1814-04-25")});
    run({QStringLiteral("source"), QStringLiteral("replace"), QStringLiteral("a"), at("b.txt"), QStringLiteral("--db"),
        db});
    run({QStringLiteral("export"), QStringLiteral("--db"), db, QStringLiteral("--format"), QStringLiteral("corpus"),
        QStringLiteral("-o"), folder});
    run({QStringLiteral("import"), folder, QStringLiteral("--db"), again});

    const auto before = accountsOf(db), after = accountsOf(again);
    ASSERT_EQ(before.size(), 2);
    EXPECT_TRUE(before.value(QStringLiteral("left Fontainebleau")).second);
    EXPECT_FALSE(before.value(QStringLiteral("reached the coast")).second);
    EXPECT_FALSE(before.value(QStringLiteral("reached the coast")).first.isEmpty());
    EXPECT_EQ(after, before); // the same ids, the same one orphaned
}
