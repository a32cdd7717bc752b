// The manual as compiled into the program (Help ▸ Parallax Manual): every
// language the interface speaks has a manual of its own with every chapter
// and section of the English one (the same ids, in the same order), and the
// images a manual shows are compiled in too.
#include <ui/help/help.h>
#include <ui/language.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QRegularExpression>
#include <QStringList>

using namespace parallax::ui;

namespace {

QString readManual(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QStringList captures(const QString &html, const QString &pattern)
{
    QStringList out;
    const QRegularExpression re(pattern);
    for (auto it = re.globalMatch(html); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

// The ids of the chapters and sections (<h2 id=…>, <h3 id=…>), in order.
QStringList sectionIds(const QString &html)
{
    return captures(html, QStringLiteral(R"re(<h[1-6][^>]*\bid="([^"]+)")re"));
}

const QString kEnglish = QStringLiteral(":/parallax/manual/manual_en.html");

} // namespace

TEST(Manual, EnglishHasSections)
{
    const QStringList ids = sectionIds(readManual(kEnglish));
    EXPECT_GE(ids.size(), 10) << "the English manual's chapters are not found: " << ids.join(u' ').toStdString();
    EXPECT_TRUE(ids.contains(QStringLiteral("editing")));
}

TEST(Manual, EveryLanguageHasEverySectionOfTheEnglishManual)
{
    const QStringList english = sectionIds(readManual(kEnglish));
    ASSERT_FALSE(english.isEmpty());
    for (const QString &language : supportedLanguages()) {
        if (language == u"en")
            continue;
        const QString path = Help::manualPath(language);
        ASSERT_NE(path, kEnglish) << language.toStdString() << " has no manual of its own";
        const QStringList ids = sectionIds(readManual(path));
        QStringList missing;
        for (const QString &id : english)
            if (!ids.contains(id))
                missing << id;
        EXPECT_TRUE(missing.isEmpty()) << path.toStdString() << " lacks the sections "
                                       << missing.join(u", ").toStdString();
        if (missing.isEmpty()) {
            EXPECT_EQ(ids, english) << path.toStdString() << ": the sections are not in the English order";
        }
    }
}

TEST(Manual, ImagesAreCompiledIn)
{
    for (const QString &language : supportedLanguages()) {
        const QString path = Help::manualPath(language);
        for (const QString &src : captures(readManual(path), QStringLiteral(R"re(<img[^>]*\bsrc="([^"]+)")re")))
            EXPECT_TRUE(QFile::exists(QStringLiteral(":/parallax/manual/") + src))
                << path.toStdString() << " shows " << src.toStdString() << ", which is not compiled in";
    }
}
