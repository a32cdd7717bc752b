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
    b.insert(QStringLiteral("zh"), QStringLiteral("厄尔巴岛"));
    b.insert(QStringLiteral("en"), QStringLiteral("Elba"));
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
    a.insert(QStringLiteral("fr"), QStringLiteral("Paris"));
    EXPECT_EQ(copy.value(QStringLiteral("en")), QStringLiteral("Paris"));
    EXPECT_EQ(copy.size(), 1);
}

// The names are kept in one string, each after its length: a name with any
// character, names and languages longer than one unit counts, an empty name.
TEST(LocalizedNames, KeepsAnyNameAsGiven)
{
    LocalizedNames names;
    const QString odd = QStringLiteral("a\u001Fb\u001Ec") + QChar(0) + QStringLiteral("\U0001F600 d");
    const QString longName(70000, u'x'); // longer than one unit can count
    names.insert(QStringLiteral("zz"), odd);
    names.insert(QStringLiteral("en"), longName);
    names.insert(QStringLiteral("da"), QString());
    EXPECT_EQ(names.size(), 3);
    EXPECT_EQ(names.value(QStringLiteral("zz")), odd);
    EXPECT_EQ(names.value(QStringLiteral("en")), longName);
    EXPECT_TRUE(names.contains(QStringLiteral("da")));
    EXPECT_TRUE(names.value(QStringLiteral("da"), QStringLiteral("?")).isEmpty());
    EXPECT_EQ(names.keys(), (QStringList {QStringLiteral("da"), QStringLiteral("en"), QStringLiteral("zz")}));
    EXPECT_EQ(pickName(names, QStringLiteral("da")), longName); // empty: English next

    const QString longest(0x10001, u'l');
    names.insert(longest, QStringLiteral("kept"));
    EXPECT_EQ(names.value(longest), QStringLiteral("kept"));
    EXPECT_FALSE(names.contains(QString(0x10000, u'l')));
    EXPECT_EQ(names.size(), 4);

    EXPECT_EQ(names.remove(QStringLiteral("en")), 1);
    EXPECT_EQ(names.value(QStringLiteral("zz")), odd);
    EXPECT_EQ(names.value(longest), QStringLiteral("kept"));
    EXPECT_EQ(names.size(), 3);
}
