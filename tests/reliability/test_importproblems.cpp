// A corpus folder with a great many problems: `parallax import` refuses it,
// lists the first thousand and says how many more, writes nothing.
#include "reliabilityutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace parallax;
using namespace parallax::testing;

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
