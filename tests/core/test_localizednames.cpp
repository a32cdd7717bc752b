#include <core/corpus.h>

#include <gtest/gtest.h>

using namespace parallax;

namespace {

QStringList languagesAsIterated(const LocalizedNames &names)
{
    QStringList out;
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        out.append(it.key() + u'=' + it.value());
    return out;
}

} // namespace

TEST(LocalizedNames, KeepsOneNameALanguageInTheOrderOfTheLanguages)
{
    LocalizedNames names;
    names.insert(QStringLiteral("zh"), QStringLiteral("拿破仑"));
    names.insert(QStringLiteral("en"), QStringLiteral("Napoleon"));
    names.insert(QStringLiteral("da"), QStringLiteral("Napoleon I"));
    names.insert(QStringLiteral("en"), QStringLiteral("Bonaparte")); // replaces
    EXPECT_EQ(names.size(), 3);
    EXPECT_EQ(languagesAsIterated(names),
        (QStringList {QStringLiteral("da=Napoleon I"), QStringLiteral("en=Bonaparte"), QStringLiteral("zh=拿破仑")}));
    EXPECT_EQ(names.keys(), (QStringList {QStringLiteral("da"), QStringLiteral("en"), QStringLiteral("zh")}));
    EXPECT_EQ(names.first(), QStringLiteral("Napoleon I"));
    // Range-for gives the names, as a map's does.
    QStringList values;
    for (const QString &v : names)
        values.append(v);
    EXPECT_EQ(values, names.values());
}

TEST(LocalizedNames, LooksUpRemovesAndComparesByContent)
{
    LocalizedNames a {
        {QStringLiteral("en"), QStringLiteral("Elba")}, {QStringLiteral("zh"), QStringLiteral("厄尔巴岛")}};
    EXPECT_TRUE(a.contains(QStringLiteral("zh")));
    EXPECT_FALSE(a.contains(QStringLiteral("fr")));
    EXPECT_EQ(a.value(QStringLiteral("fr")), QString());
    EXPECT_EQ(a.value(QStringLiteral("fr"), QStringLiteral("?")), QStringLiteral("?"));
    EXPECT_EQ(a.find(QStringLiteral("de")), a.end());

    // The same names given in another order are the same names.
    LocalizedNames b;
    b[QStringLiteral("zh")] = QStringLiteral("厄尔巴岛");
    b[QStringLiteral("en")] = QStringLiteral("Elba");
    EXPECT_EQ(a, b);

    EXPECT_EQ(b.remove(QStringLiteral("fr")), 0);
    EXPECT_EQ(b.remove(QStringLiteral("zh")), 1);
    EXPECT_NE(a, b);
    EXPECT_EQ(b.keys(), QStringList {QStringLiteral("en")});
    EXPECT_EQ(pickName(b, QStringLiteral("zh")), QStringLiteral("Elba")); // English next
    b.clear();
    EXPECT_TRUE(b.isEmpty());
    EXPECT_EQ(pickName(b, QStringLiteral("zh")), QString());
}

TEST(LocalizedNames, ACopyIsNotChangedByTheOriginal)
{
    LocalizedNames a {{QStringLiteral("en"), QStringLiteral("Paris")}};
    const LocalizedNames copy = a;
    a.insert(QStringLiteral("en"), QStringLiteral("Lutetia"));
    a[QStringLiteral("fr")] = QStringLiteral("Paris");
    EXPECT_EQ(copy.value(QStringLiteral("en")), QStringLiteral("Paris"));
    EXPECT_EQ(copy.size(), 1);
}
