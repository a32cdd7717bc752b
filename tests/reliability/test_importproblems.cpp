// A corpus folder with a great many problems: `parallax import` refuses it,
// lists the first thousand and says how many more, writes nothing.
#include "reliabilityutil.h"

#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace parallax;
using namespace parallax::testing;

namespace {

// The bundled corpus imported into `dir` by the command line; empty when it failed.
QString bundledDatabaseIn(const QTemporaryDir &dir)
{
    EXPECT_TRUE(dir.isValid());
    const QString db = dir.filePath(QStringLiteral("p.sqlite"));
    const RunResult r
        = runParallax({QStringLiteral("import"), QStringLiteral(PARALLAX_CORPUS), QStringLiteral("--db"), db});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    return r.exitCode == 0 ? db : QString();
}

} // namespace

TEST(ImportProblems, AThousandAreListedThenHowManyMore)
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("corpus"));
    ASSERT_TRUE(QDir().mkpath(folder));
    QByteArray json = R"({"format": "parallax-corpus", "version": 1, "id": "x", "title": "X",
  "sources": [], "places": [], "events": [
)";
    for (int i = 0; i < 1500; ++i)
        json += (i ? ",\n    " : "    ") + QByteArray::number(i); // each "must be an object"
    json += "\n]}\n";
    QFile f(folder + QStringLiteral("/corpus.json"));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    const QString target = dir.filePath(QStringLiteral("x.sqlite"));

    const RunResult r = runParallax({QStringLiteral("import"), folder, QStringLiteral("--db"), target});
    EXPECT_EQ(r.exitCode, 1);
    const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
    qsizetype listed = 0, total = 0;
    for (const QString &line : lines) {
        if (line.startsWith(QStringLiteral("  corpus.json")))
            ++listed;
        if (const qsizetype at = line.indexOf(QStringLiteral(" problem(s); nothing was written")); at > 0)
            total = line.left(at).section(u' ', -1).toLongLong();
    }
    EXPECT_GE(total, 1500) << r.err.left(2000).toStdString();
    EXPECT_EQ(listed, 1000);
    EXPECT_TRUE(lines.contains(QStringLiteral("  … and %1 more").arg(total - 1000))) << lines.last().toStdString();
    // Each listed problem has its line in corpus.json: events[0] is on line 3.
    EXPECT_TRUE(r.err.contains(QStringLiteral("corpus.json:3: events[0]"))) << r.err.left(600).toStdString();
    EXPECT_FALSE(QFile::exists(target));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {});
}

// `parallax import` given what is not a corpus folder (an ordinary folder, a
// file, a path that is not there) said "corpus.json: X/corpus.json cannot be
// read: No such file or directory" under "X has 1 problem(s)": now one
// message says what is wrong and what a corpus folder holds, before anything
// is read, and no database is begun.
TEST(ImportProblems, WhatIsNotACorpusFolderIsSaidSo)
{
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("photos"));
    ASSERT_TRUE(QDir().mkpath(plain));
    QFile f(plain + QStringLiteral("/elba.txt"));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("Portoferraio\n");
    f.close();
    const QString csv = dir.filePath(QStringLiteral("rows.csv"));
    QFile rows(csv);
    ASSERT_TRUE(rows.open(QIODevice::WriteOnly));
    rows.write("id,title\n");
    rows.close();
    const QString target = dir.filePath(QStringLiteral("x.sqlite"));
    const struct
    {
        QString path, says;
    } cases[] = {
        {plain, plain + QStringLiteral(" is not a corpus folder: it holds no corpus.json.")},
        {f.fileName(), f.fileName() + QStringLiteral(" is a file, not a corpus folder.")},
        {dir.filePath(QStringLiteral("missing")),
            dir.filePath(QStringLiteral("missing")) + QStringLiteral(" does not exist.")},
        {csv, csv + QStringLiteral(" is a file, not a corpus folder.")},
    };
    for (const auto &c : cases) {
        const RunResult r = runParallax({QStringLiteral("import"), c.path, QStringLiteral("--db"), target});
        EXPECT_EQ(r.exitCode, 1);
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        ASSERT_GE(lines.size(), 2) << r.err.toStdString();
        EXPECT_EQ(lines[0], QStringLiteral("parallax import: ") + c.says) << r.err.toStdString();
        EXPECT_TRUE(lines[1].startsWith(QStringLiteral("A corpus folder holds corpus.json"))) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(QStringLiteral("cannot be read"))) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(QStringLiteral("Reading and checking"))) << "refused before it reads";
        EXPECT_FALSE(QFile::exists(target));
    }
    const RunResult r = runParallax({QStringLiteral("import"), csv, QStringLiteral("--db"), target});
    EXPECT_TRUE(r.err.contains(QStringLiteral("--format csv"))) << "a CSV file: the way to import one";
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {QStringLiteral("rows.csv")});
}

// `source add`, `source replace` and a CSV import read their file whole:
// /dev/zero filled the memory (400 MB a second) and a FIFO hung them (a
// walkthrough by helper-96). They refuse what is not a regular file at once,
// as the other commands do, and change nothing.
TEST(ImportProblems, SpecialFilesAreRefusedByTheCommandsThatReadATextOrACsv)
{
    QTemporaryDir dir;
    const QString db = bundledDatabaseIn(dir);
    ASSERT_FALSE(db.isEmpty());
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QByteArray before = [&] {
        QFile f(db);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    for (const QString &special : {QStringLiteral("/dev/zero"), fifo}) {
        const QList<QStringList> commands {
            {QStringLiteral("source"), QStringLiteral("add"), special, QStringLiteral("--db"), db,
                QStringLiteral("--title"), QStringLiteral("T"), QStringLiteral("--language"), QStringLiteral("en")},
            {QStringLiteral("source"), QStringLiteral("replace"), QStringLiteral("000_81166af36b9320a3"), special,
                QStringLiteral("--db"), db},
            {QStringLiteral("import"), special, QStringLiteral("--format"), QStringLiteral("csv"),
                QStringLiteral("--db"), db},
        };
        for (const QStringList &args : commands) {
            SCOPED_TRACE(args.join(u' ').toStdString());
            QElapsedTimer t;
            t.start();
            const RunResult r = runParallax(args, 20000);
            EXPECT_EQ(r.exitCode, 1) << r.err.toStdString();
            EXPECT_TRUE(r.err.contains(QLatin1String("not a file Parallax can read"))) << r.err.toStdString();
            EXPECT_LT(t.elapsed(), 15000);
        }
    }
    QFile f(db);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_TRUE(f.readAll() == before) << "the database changed";
}

// `parallax search` read 20 hits a group and ranked those: at a million
// events the event named "Event 4242" was not among the first 20 found, so
// not shown, and nothing said the list was cut (a walkthrough by helper-96).
// It ranks what the window ranks and says how many it shows of how many.
TEST(SearchCommand, TheEventNamedIsFirstAndACutListSaysSo)
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("corpus"));
    ASSERT_TRUE(QDir().mkpath(folder));
    // Titles holding "Event 42" found before the one named so: they come
    // first in time, and the search reads in time order.
    QByteArray json = R"({"format": "parallax-corpus", "version": 1, "id": "s", "title": "S",
  "sources": [{"id": "text", "file": "text.txt", "title": "A text", "language": "en"}], "places": [], "events": [
)";
    QFile text(folder + QStringLiteral("/text.txt"));
    ASSERT_TRUE(text.open(QIODevice::WriteOnly));
    text.write("Something happened that day.\n");
    text.close();
    int day = 0;
    auto event = [&](const QByteArray &id, const QByteArray &title) {
        const QByteArray date = QDate(1800, 1, 1).addDays(day++).toString(Qt::ISODate).toLatin1();
        json += QByteArray(day > 1 ? ",\n" : "") + R"(    {"id": ")" + id + R"(", "title": {"en": ")" + title
            + R"("}, "date": ")" + date + R"(", "accounts": [{"source": "text", "quote": "happened"}]})";
    };
    for (int i = 4200; i < 4260; ++i)
        event("e" + QByteArray::number(i), "Event " + QByteArray::number(i));
    event("named", "Event 42");
    json += "\n]}\n";
    QFile f(folder + QStringLiteral("/corpus.json"));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    const QString db = dir.filePath(QStringLiteral("s.sqlite"));
    const RunResult imported = runParallax({QStringLiteral("import"), folder, QStringLiteral("--db"), db});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();

    const RunResult r = runParallax({QStringLiteral("search"), QStringLiteral("Event 42"), QStringLiteral("--db"), db});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList lines = r.out.split(u'\n');
    ASSERT_GE(lines.size(), 2);
    EXPECT_EQ(lines[0], QStringLiteral("events (20 of 61; --limit shows more):")) << r.out.left(300).toStdString();
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("  named  Event 42"))) << r.out.left(300).toStdString();
    const RunResult all = runParallax({QStringLiteral("search"), QStringLiteral("Event 42"), QStringLiteral("--db"), db,
        QStringLiteral("--limit"), QStringLiteral("100")});
    EXPECT_TRUE(all.out.startsWith(QStringLiteral("events:\n"))) << all.out.left(100).toStdString();
    EXPECT_TRUE(all.out.contains(QStringLiteral("61 result(s) shown"))) << all.out.right(100).toStdString();
    // Nothing to search for, or a format or limit it does not know: a usage error.
    for (const QStringList &bad : {QStringList {QStringLiteral("search"), QString(), QStringLiteral("--db"), db},
             QStringList {QStringLiteral("search"), QStringLiteral("x"), QStringLiteral("--format"),
                 QStringLiteral("xml"), QStringLiteral("--db"), db},
             QStringList {QStringLiteral("search"), QStringLiteral("x"), QStringLiteral("--limit"), QStringLiteral("0"),
                 QStringLiteral("--db"), db}})
        EXPECT_EQ(runParallax(bad).exitCode, 2) << bad.join(u' ').toStdString();
}

// From a walkthrough (helper-96): `snapshot -o s7.txt` wrote a PNG under
// that name, a folder that is not there was found only after rendering and
// without a reason, `--palette purple` was taken as light, and every run
// printed a warning of the offscreen platform; `parallax --help` did not
// name the viewer's own options.
TEST(SnapshotCommand, RefusesWhatItCannotWriteBeforeRendering)
{
    QTemporaryDir dir;
    const QString db = bundledDatabaseIn(dir);
    ASSERT_FALSE(db.isEmpty());
    const QString txt = dir.filePath(QStringLiteral("s.txt"));
    const struct
    {
        QStringList args;
        int exitCode;
        const char *says;
    } cases[] = {
        {{QStringLiteral("-o"), txt}, 2, ".png, .svg or .pdf"},
        {{QStringLiteral("-o"), dir.filePath(QStringLiteral("missing/x.png"))}, 1, "is not a folder"},
        {{QStringLiteral("-o"), dir.filePath(QStringLiteral("x.png")), QStringLiteral("--palette"),
             QStringLiteral("purple")},
            2, "light or dark"},
    };
    for (const auto &c : cases) {
        SCOPED_TRACE(c.args.join(u' ').toStdString());
        const RunResult r = runParallax(QStringList {QStringLiteral("snapshot"), QStringLiteral("--db"), db} + c.args);
        EXPECT_EQ(r.exitCode, c.exitCode) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QLatin1String(c.says))) << r.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(txt));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    const RunResult ok = runParallax({QStringLiteral("snapshot"), QStringLiteral("--db"), db, QStringLiteral("-o"),
        dir.filePath(QStringLiteral("y.png")), QStringLiteral("--size"), QStringLiteral("800x500")});
    EXPECT_EQ(ok.exitCode, 0) << ok.err.toStdString();
    EXPECT_FALSE(ok.err.contains(QLatin1String("propagateSizeHints"))) << ok.err.toStdString();
    const RunResult help = runParallax({QStringLiteral("--help")});
    EXPECT_TRUE(help.out.contains(QLatin1String("--db FILE")) && help.out.contains(QLatin1String("--palette")))
        << help.out.toStdString();
}
