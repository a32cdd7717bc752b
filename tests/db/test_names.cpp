// Names in any language (schema 5): every form of a name the texts use, with
// its language and sources, kept through a database and found by search;
// titles and era names beyond English and Chinese; background eras.
#include "testutil.h"

#include <db/corpusloader.h>
#include <db/search.h>
#include <db/store.h>

using namespace parallax;
using namespace parallax::db;
using parallax::testing::writeCorpus;

namespace {

const QByteArray kText1 = "拿破仑到了圣迪济耶。另一处写作圣迪埃。玛丽·路易丝和玛丽-路易莎。";
const QByteArray kText2 = "Napoleon kom til Saint-Dizier.";

QByteArray namesJson(const QString &placeVariants)
{
    return QStringLiteral(R"({
 "format": "parallax-corpus", "version": 1, "id": "t", "title": "Test",
 "sources": [{"id": "s1", "file": "s1.txt", "title": "One", "language": "zh"},
             {"id": "s2", "file": "s2.txt", "title": "Two", "language": "da"}],
 "places": [{"id": "sd", "names": {"en": "Saint-Dizier", "zh": "圣迪济耶"}, "lat": 48.64, "lon": 4.95,
             "variants": %1}],
 "people": [{"id": "ml", "names": {"en": "Marie Louise", "zh": "玛丽·露易斯"},
             "variants": [{"name": "玛丽·路易丝", "lang": "zh", "sources": ["s1"]},
                          {"name": "玛丽-路易莎", "lang": "zh", "sources": ["s1"], "note": "a hyphen"}]}],
 "eras": [{"id": "main", "names": {"en": "Campaign", "fr": "Campagne de France"}, "date": "1814-01/1814-03"},
          {"id": "bg", "names": {"en": "Background"}, "date": "1502/1812", "background": true}],
 "events": [
   {"id": "arrive", "title": {"en": "Arrival", "zh": "到达", "da": "Ankomst"}, "date": "1814-01-27",
    "place": "sd", "people": ["ml"], "era": "main",
    "accounts": [{"source": "s1", "quote": "拿破仑到了圣迪济耶"}, {"source": "s2", "quote": "Saint-Dizier"}]},
   {"id": "old", "title": {"en": "Long before"}, "date": "1502", "era": "bg",
    "accounts": [{"source": "s2", "quote": "Napoleon kom"}]}]
})")
        .arg(placeVariants)
        .toUtf8();
}

const QString kGoodVariants = QStringLiteral(
    R"([{"name": "圣迪济耶", "lang": "zh", "sources": ["s1"]},
        {"name": "圣迪埃", "lang": "zh", "sources": ["s1"], "note": "normally Saint-Dié"},
        {"name": "Saint-Dizier", "lang": "da", "sources": ["s2"]}])");

LoadedCorpus load(const QByteArray &json)
{
    QTemporaryDir dir;
    writeCorpus(dir.path(), json, {{QStringLiteral("s1.txt"), kText1}, {QStringLiteral("s2.txt"), kText2}});
    return loadCorpusFolder(dir.path());
}

std::string dump(const LoadedCorpus &c)
{
    std::string s;
    for (const auto &p : c.problems)
        s += p.toString().toStdString() + "\n";
    return s;
}

} // namespace

TEST(Names, LoaderReadsEveryFormWithLanguageAndSources)
{
    const LoadedCorpus c = load(namesJson(kGoodVariants));
    ASSERT_TRUE(c.ok()) << dump(c);
    const Place &sd = c.corpus.places.front();
    ASSERT_EQ(sd.variants.size(), 3);
    EXPECT_EQ(sd.variants[1].name, QStringLiteral("圣迪埃"));
    EXPECT_EQ(sd.variants[1].lang, QStringLiteral("zh"));
    EXPECT_EQ(sd.variants[1].sourceIds, QStringList {QStringLiteral("s1")});
    EXPECT_EQ(sd.variants[1].note, QStringLiteral("normally Saint-Dié"));
    EXPECT_EQ(c.corpus.people.front().variants.size(), 2);
    EXPECT_TRUE(c.corpus.eras[1].background);
    EXPECT_FALSE(c.corpus.eras[0].background);
}

TEST(Names, AFormMustStandInEverySourceItNames)
{
    // 圣迪埃 is in s1's text, not in s2's; an unknown source and field are refused too.
    const LoadedCorpus c = load(namesJson(QStringLiteral(
        R"([{"name": "圣迪埃", "lang": "zh", "sources": ["s1", "s2"]},
            {"name": "X", "lang": "fr", "sources": ["nope"]},
            {"name": "Y", "lang": "fr", "spelling": "old"}])")));
    EXPECT_FALSE(c.ok());
    const QString all = QString::fromStdString(dump(c));
    EXPECT_TRUE(all.contains(QStringLiteral("«圣迪埃» does not occur in source s2"))) << all.toStdString();
    EXPECT_FALSE(all.contains(QStringLiteral("source s1"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("\"nope\""))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("unknown field \"spelling\""))) << all.toStdString();
}

TEST(Names, ADatabaseKeepsFormsTitlesInAnyLanguageAndBackground)
{
    const LoadedCorpus c = load(namesJson(kGoodVariants));
    ASSERT_TRUE(c.ok()) << dump(c);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("n.sqlite"));
    ASSERT_TRUE(buildDatabase(c.corpus, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    auto back = readCorpus(*db.value());
    ASSERT_TRUE(back.ok()) << back.error().toStdString();
    const Corpus &b = back.value();
    EXPECT_EQ(b.places.front().variants, c.corpus.places.front().variants);
    EXPECT_EQ(b.people.front().variants, c.corpus.people.front().variants);
    for (const Event &e : b.events)
        if (e.id == u"arrive") {
            EXPECT_EQ(e.titles.value(QStringLiteral("da")), QStringLiteral("Ankomst"));
        }
    for (const Era &e : b.eras) {
        EXPECT_EQ(e.background, e.id == u"bg") << e.id.toStdString();
        if (e.id == u"main") {
            EXPECT_EQ(e.names.value(QStringLiteral("fr")), QStringLiteral("Campagne de France"));
        }
    }
    const CheckReport r = checkDatabase(*db.value());
    EXPECT_TRUE(r.ok()) << r.schemaProblems.join(u';').toStdString() << r.contentProblems.join(u';').toStdString()
                        << r.searchProblems.join(u';').toStdString();
}

TEST(Names, SearchFindsEveryFormOfAName)
{
    const LoadedCorpus c = load(namesJson(kGoodVariants));
    ASSERT_TRUE(c.ok()) << dump(c);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("n.sqlite"));
    ASSERT_TRUE(buildDatabase(c.corpus, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    // Long and short queries (the trigram index and the vocabulary scan).
    for (const char *form : {"圣迪埃", "迪埃", "圣迪济耶", "saint-dizier"}) {
        auto r = search(*db.value(), QString::fromUtf8(form));
        ASSERT_TRUE(r.ok()) << form;
        ASSERT_EQ(r.value().places.size(), 1) << form;
        EXPECT_EQ(r.value().places.front().id, QStringLiteral("sd")) << form;
    }
    for (const char *form : {"玛丽-路易莎", "路易莎", "玛丽·路易丝"}) {
        auto r = search(*db.value(), QString::fromUtf8(form));
        ASSERT_TRUE(r.ok()) << form;
        ASSERT_EQ(r.value().people.size(), 1) << form;
        EXPECT_EQ(r.value().people.front().id, QStringLiteral("ml")) << form;
    }
}

TEST(Names, AnUpgradedDatabaseFindsItsNamesAgain)
{
    // A file of schema 4 is upgraded on opening for writing: the names index
    // is rebuilt from the names tables (and would include any forms).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    {
        auto created = Database::create(path, 4);
        ASSERT_TRUE(created.ok()) << created.error().toStdString();
        ASSERT_TRUE(created.value()
                        ->execScript(QStringLiteral("INSERT INTO places (key, lat, lon) VALUES ('sd', 48.6, 4.9);"
                                                    "INSERT INTO place_names VALUES (1, 'zh', '圣迪济耶');"))
                        .ok());
    }
    auto db = Database::open(path, Database::Access::ReadWrite);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    EXPECT_EQ(db.value()->schemaVersion(), kSchemaVersion);
    EXPECT_TRUE(db.value()->schemaProblems().isEmpty()) << db.value()->schemaProblems().join(u';').toStdString();
    auto r = search(*db.value(), QStringLiteral("圣迪济耶"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value().places.size(), 1);
}
