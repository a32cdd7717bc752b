// A source's details as typed: language codes checked against QLocale's
// tables (not a list of our own), the details Source Properties and
// `parallax source edit` refuse, and the reference that follows them.
#include <core/sourcedetails.h>

#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QJsonObject>

using namespace parallax;

TEST(LanguageCode, AcceptsCodesQLocaleKnowsInBcp47Case)
{
    const std::pair<const char *, const char *> cases[] = {
        {"en", "en"}, {"zh", "zh"}, {"da", "da"}, {"fr", "fr"}, {"de", "de"}, {"zh-Hant", "zh-Hant"},
        {"zh-hans-cn", "zh-Hans-CN"}, {"ZH_tw", "zh-TW"}, {"EN", "en"}, {" da ", "da"}, {"es-419", "es-419"},
        {"la", "la"}, // Latin
        {"lzh", "lzh"}, // Literary Chinese: known to QLocale's tables, though QLocale("lzh") is the C locale
        {"grc", "grc"}, // Ancient Greek, the same
    };
    for (const auto &[typed, canonical] : cases) {
        auto c = checkLanguageCode(QString::fromUtf8(typed));
        ASSERT_TRUE(c.ok()) << typed << ": " << c.error().toStdString();
        EXPECT_EQ(c.value(), QString::fromUtf8(canonical)) << typed;
    }
}

TEST(LanguageCode, RefusesWhatIsNoLanguageNamingTheValue)
{
    // QLocale("xx") is the C locale and QLocale("en-XX") plain English: the
    // code tables refuse both.
    for (const char *typed : {"xx", "qq", "zz", "und", "english", "Chinese", "c", "e", "en-XX", "en-Qaaa", "zh-Hant-XX",
             "x-klingon", "en-GB-oxendict", "en--US", "中文", "12"}) {
        auto c = checkLanguageCode(QString::fromUtf8(typed));
        EXPECT_FALSE(c.ok()) << typed << " gave " << (c ? c.value().toStdString() : std::string());
        if (!c)
            EXPECT_TRUE(c.error().contains(QString::fromUtf8(typed))) << c.error().toStdString();
    }
    EXPECT_FALSE(checkLanguageCode(QString()).ok());
}

TEST(SourceDetails, RefusesAnEmptyTitleAnUnknownLanguageAndADateThatIsNotEdtf)
{
    Source s;
    s.title = QStringLiteral("Mémorial de Sainte-Hélène");
    s.language = QStringLiteral("fr");
    s.written = QStringLiteral("1823");
    EXPECT_TRUE(checkSourceDetails(s).ok());
    s.written.clear(); // unknown is allowed
    EXPECT_TRUE(checkSourceDetails(s).ok());

    Source untitled = s;
    untitled.title = QStringLiteral("  ");
    EXPECT_TRUE(checkSourceDetails(untitled).error().contains(QLatin1String("title")));
    Source unknown = s;
    unknown.language = QStringLiteral("xx");
    EXPECT_TRUE(checkSourceDetails(unknown).error().contains(QLatin1String("xx")));
    Source undated = s;
    undated.written = QStringLiteral("1823-13-45");
    EXPECT_TRUE(checkSourceDetails(undated).error().contains(QLatin1String("EDTF")));
}

namespace {

QJsonObject json(const QString &reference)
{
    return QJsonDocument::fromJson(reference.toUtf8()).object();
}

} // namespace

TEST(SourceDetails, TheReferenceFollowsWhatItSaidTheSameAsTheDetails)
{
    Source before;
    before.title = QStringLiteral("Memoirs");
    before.author = QStringLiteral("Las Cases");
    before.written = QStringLiteral("1823");
    before.reference = QStringLiteral(R"({"type":"book","title":"Memoirs","author":[{"literal":"Las Cases"}],)"
                                      R"("issued":{"raw":"1823"},"publisher":"Colburn"})");
    Source after = before;
    after.title = QStringLiteral("Memorial of Saint Helena");
    after.author.clear();
    after.written = QStringLiteral("1823~");
    const QJsonObject r = json(referenceFollowingDetails(before, after));
    EXPECT_EQ(r.value(QLatin1String("title")).toString(), after.title);
    EXPECT_FALSE(r.contains(QLatin1String("author")));
    EXPECT_EQ(r.value(QLatin1String("issued")).toObject().value(QLatin1String("raw")).toString(), after.written);
    EXPECT_EQ(r.value(QLatin1String("publisher")).toString(), QStringLiteral("Colburn"));
    EXPECT_EQ(r.value(QLatin1String("type")).toString(), QStringLiteral("book"));

    // A reference title that names something else (the book a chapter is
    // from) is the user's: kept.
    Source chapter = before;
    chapter.reference = QStringLiteral(R"({"type":"chapter","title":"Collected Memoirs"})");
    Source renamed = chapter;
    renamed.title = QStringLiteral("Chapter 3");
    EXPECT_EQ(referenceFollowingDetails(chapter, renamed), chapter.reference);

    // No reference, or one that is not JSON, is left as it is.
    Source bare = before;
    bare.reference.clear();
    EXPECT_EQ(referenceFollowingDetails(bare, renamed), QString());
    bare.reference = QStringLiteral("Colburn, 1823");
    EXPECT_EQ(referenceFollowingDetails(bare, renamed), bare.reference);
}
