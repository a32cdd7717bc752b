// `parallax source edit` as a user runs it: the details changed and read back
// by another connection; an unknown id, a language code that is none, a date
// that is not EDTF, a damaged or read-only file refused with the reason and
// the file left as it was. `source add` refuses a code that is none.
#include "reliabilityutil.h"

#include <db/database.h>
#include <db/sqliterepository.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <unistd.h>

using namespace parallax;
using namespace parallax::testing;

namespace {

class SourceEdit : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("own.sqlite"));
        const RunResult r = runParallax(
            {QStringLiteral("source"), QStringLiteral("add"), QStringLiteral(PARALLAX_TEST_DATA "/napoleon-en.txt"),
                QStringLiteral("--db"), m_db, QStringLiteral("--title"), QStringLiteral("The Last Days"),
                QStringLiteral("--language"), QStringLiteral("da"), QStringLiteral("--id"), QStringLiteral("lastdays"),
                QStringLiteral("--author"), QStringLiteral("A. Witness")});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    }

    RunResult edit(const QStringList &options, const QString &id = QStringLiteral("lastdays")) const
    {
        return runParallax(
            QStringList {QStringLiteral("source"), QStringLiteral("edit"), id, QStringLiteral("--db"), m_db} + options);
    }

    Source stored() const
    {
        auto db = db::Database::open(m_db, db::Database::Access::ReadOnly);
        EXPECT_TRUE(db.ok()) << db.error().toStdString();
        if (!db)
            return {};
        auto s = db::SqliteRepository(*db.value()).source(QStringLiteral("lastdays"));
        EXPECT_TRUE(s.ok()) << s.error().toStdString();
        return s ? s.value() : Source {};
    }

    // Runs `options` and expects a refusal that names `named` and changes nothing.
    void expectRefused(const QStringList &options, const QString &named, const QString &id = QStringLiteral("lastdays"))
    {
        SCOPED_TRACE(options.join(u' ').toStdString());
        const FileState before = fileState(m_db);
        const RunResult r = edit(options, id);
        EXPECT_EQ(r.exitCode, 1) << r.out.toStdString();
        EXPECT_TRUE(r.err.contains(named)) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QLatin1String("Nothing was changed"))) << r.err.toStdString();
        EXPECT_EQ(fileState(m_db), before);
    }

    QTemporaryDir m_dir;
    QString m_db;
};

} // namespace

TEST_F(SourceEdit, ChangesTheDetailsGivenAndKeepsTheOthers)
{
    const RunResult r = edit({QStringLiteral("--title"), QStringLiteral("Les derniers jours"),
        QStringLiteral("--language"), QStringLiteral("EN_gb"), QStringLiteral("--written"), QStringLiteral("1823~"),
        QStringLiteral("--format"), QStringLiteral("json")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    EXPECT_EQ(o.value(QLatin1String("source")).toString(), QStringLiteral("lastdays"));
    EXPECT_EQ(o.value(QLatin1String("changed")).toArray(),
        (QJsonArray {QStringLiteral("title"), QStringLiteral("language"), QStringLiteral("written")}));

    const Source s = stored();
    EXPECT_EQ(s.title, QStringLiteral("Les derniers jours"));
    EXPECT_EQ(s.language, QStringLiteral("en-GB")); // in BCP 47's case
    EXPECT_EQ(s.written, QStringLiteral("1823~"));
    EXPECT_EQ(s.author, QStringLiteral("A. Witness")); // not given: kept
    EXPECT_TRUE(s.text.startsWith(QLatin1String("The Last Days"))); // the text is never touched

    // An empty --author takes the author out; the same values again write nothing.
    ASSERT_EQ(edit({QStringLiteral("--author"), QString()}).exitCode, 0);
    EXPECT_TRUE(stored().author.isEmpty());
    const FileState before = fileState(m_db);
    const RunResult again = edit({QStringLiteral("--title"), QStringLiteral("Les derniers jours")});
    EXPECT_EQ(again.exitCode, 0) << again.err.toStdString();
    EXPECT_TRUE(again.out.contains(QLatin1String("nothing was changed"))) << again.out.toStdString();
    EXPECT_EQ(fileState(m_db), before);

    const RunResult check = runParallax({QStringLiteral("check"), m_db});
    EXPECT_TRUE(check.out.contains(QLatin1String("integrity: ok"))) << check.out.toStdString();
}

TEST_F(SourceEdit, RefusesAnUnknownIdABadLanguageABadDateAndAnEmptyTitle)
{
    expectRefused({QStringLiteral("--title"), QStringLiteral("X")}, QStringLiteral("nosuch"), QStringLiteral("nosuch"));
    expectRefused({QStringLiteral("--language"), QStringLiteral("xx")}, QStringLiteral("“xx”"));
    expectRefused({QStringLiteral("--language"), QStringLiteral("english")}, QStringLiteral("“english”"));
    expectRefused({QStringLiteral("--written"), QStringLiteral("1823-13-45")}, QStringLiteral("--written"));
    expectRefused({QStringLiteral("--title"), QStringLiteral("  ")}, QStringLiteral("title"));
    // A good value beside a bad one is not written either.
    expectRefused(
        {QStringLiteral("--title"), QStringLiteral("Good"), QStringLiteral("--language"), QStringLiteral("xx")},
        QStringLiteral("“xx”"));
    EXPECT_EQ(stored().title, QStringLiteral("The Last Days"));

    // Nothing to change, or no id: the usage (exit code 2).
    const RunResult bare = runParallax(
        {QStringLiteral("source"), QStringLiteral("edit"), QStringLiteral("lastdays"), QStringLiteral("--db"), m_db});
    EXPECT_EQ(bare.exitCode, 2);
    EXPECT_TRUE(bare.err.contains(QLatin1String("usage"))) << bare.err.toStdString();
}

TEST_F(SourceEdit, ADamagedOrReadOnlyFileIsRefusedAsByTheOtherWriters)
{
    // Damaged: the header kept, pages overwritten (as cite sees it too).
    {
        QFile f(m_db);
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        f.seek(100);
        f.write(QByteArray(8192, '\x5a'));
    }
    const RunResult cite = runParallax({QStringLiteral("cite"), QStringLiteral("--db"), m_db,
        QStringLiteral("--source"), QStringLiteral("lastdays"), QStringLiteral("--quote"), QStringLiteral("April"),
        QStringLiteral("--new-event"), QStringLiteral("X"), QStringLiteral("--date"), QStringLiteral("1814")});
    EXPECT_NE(cite.exitCode, 0);
    const FileState before = fileState(m_db);
    const RunResult r = edit({QStringLiteral("--title"), QStringLiteral("X")});
    EXPECT_EQ(r.exitCode, cite.exitCode) << r.err.toStdString();
    EXPECT_FALSE(r.err.isEmpty());
    EXPECT_EQ(fileState(m_db), before);

    if (::geteuid() == 0)
        return; // root writes a read-only file anyway
    QFile::remove(m_db);
    SetUp();
    ASSERT_TRUE(QFile::setPermissions(m_db, QFile::ReadOwner));
    expectRefused({QStringLiteral("--title"), QStringLiteral("X")}, QStringLiteral("own.sqlite"));
}

TEST(SourceAdd, RefusesALanguageCodeThatIsNoneAndCreatesNoDatabase)
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("new.sqlite"));
    const RunResult r = runParallax({QStringLiteral("source"), QStringLiteral("add"),
        QStringLiteral(PARALLAX_TEST_DATA "/napoleon-en.txt"), QStringLiteral("--db"), db, QStringLiteral("--title"),
        QStringLiteral("T"), QStringLiteral("--language"), QStringLiteral("xx")});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("“xx”"))) << r.err.toStdString();
    EXPECT_FALSE(QFileInfo::exists(db));
}
