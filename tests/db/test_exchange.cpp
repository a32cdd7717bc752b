// Issue 13 "Round trip and exchange": the corpus folder and CSV read back to
// what was written; malformed CSV is refused by row and column; TimelineJS.
#include "testutil.h"

#include <core/datephrase.h>
#include <core/synthetic.h>
#include <db/corpusexport.h>
#include <db/corpusloader.h>
#include <db/csvexchange.h>
#include <db/jsonexport.h>
#include <db/sqliterepository.h>
#include <db/store.h>
#include <db/timelinejs.h>
#include <db/userdata.h>

#include <sqlite3.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTranslator>

#include <optional>

using namespace parallax;
using namespace parallax::db;
using parallax::testing::readAll;

namespace {

// A corpus as the database gives it back (what export reads).
Corpus throughDatabase(const Corpus &c)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.sqlite"));
    EXPECT_TRUE(buildDatabase(c, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok()) << db.error().toStdString();
    auto read = readCorpus(*db.value());
    EXPECT_TRUE(read.ok()) << read.error().toStdString();
    return read ? read.value() : Corpus();
}

const Corpus &bundledFromDb()
{
    static const Corpus c = throughDatabase(loadCorpusFolder(bundledCorpusPath()).corpus);
    return c;
}

QByteArray csvOf(const Corpus &c)
{
    QBuffer b;
    b.open(QIODevice::WriteOnly);
    EXPECT_TRUE(writeCsv(c, b).ok());
    return b.data();
}

std::string dump(const QList<CorpusProblem> &problems)
{
    std::string s;
    for (const auto &p : problems)
        s += p.toString().toStdString() + "\n";
    return s;
}

std::string dump(const QList<CsvProblem> &problems)
{
    std::string s;
    for (const auto &p : problems)
        s += p.toString().toStdString() + "\n";
    return s;
}

// Every file of a folder, by name.
QMap<QString, QByteArray> filesOf(const QString &folder)
{
    QMap<QString, QByteArray> out;
    for (const QString &name : QDir(folder).entryList(QDir::Files))
        out.insert(name, readAll(folder + u'/' + name));
    return out;
}

// Three events citing "他吞下毒药" twice and "吞下毒药" once in one source
// where each stands more than once.
Corpus repeatedQuotes()
{
    SyntheticSpec spec;
    spec.events = 3;
    spec.sources = 1;
    Corpus c = makeSyntheticCorpus(spec);
    c.sources[0].text = QStringLiteral("𠀀他吞下毒药。次日他醒来。后来他又吞下毒药。他吞下毒药。");
    const QList<qsizetype> starts = {1, 17, 22}; // code points: 𠀀 is one
    for (qsizetype i = 0; i < 3; ++i) {
        Account &a = c.events[i].accounts.first();
        c.events[i].accounts = {a};
        c.events[i].accounts[0].setQuote(i == 1 ? QStringLiteral("吞下毒药") : QStringLiteral("他吞下毒药"));
        c.events[i].accounts[0].start = starts[i];
        c.events[i].accounts[0].end = starts[i] + c.events[i].accounts[0].quote().size();
    }
    return c;
}

// repeatedQuotes() in a database in `dir`, then changed by `sql` (as an
// edit or damage leaves it); its path.
QString repeatedQuotesChangedBy(const QTemporaryDir &dir, const char *sql)
{
    QString path = dir.filePath(QStringLiteral("x.sqlite"));
    EXPECT_TRUE(buildDatabase(repeatedQuotes(), path, false).ok());
    sqlite3 *h = nullptr;
    EXPECT_EQ(sqlite3_open(QFile::encodeName(path).constData(), &h), SQLITE_OK);
    EXPECT_EQ(sqlite3_exec(h, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(h);
    sqlite3_close(h);
    return path;
}

// The repeated-quotes database changed by `sql`, exported from its whole
// corpus read (to dir/whole) and streamed (to dir/streamed); the corpus
// read, or none when a step failed.
std::optional<Corpus> exportedBothWays(const QTemporaryDir &dir, const char *sql)
{
    auto db = Database::open(repeatedQuotesChangedBy(dir, sql), Database::Access::ReadOnly);
    if (!db.ok())
        return std::nullopt;
    auto whole = readCorpus(*db.value());
    EXPECT_TRUE(whole.ok()) << whole.error().toStdString();
    if (!whole.ok())
        return std::nullopt;
    const Status a = exportCorpusFolder(whole.value(), dir.filePath(QStringLiteral("whole")));
    const Status b = exportCorpusFolder(*db.value(), dir.filePath(QStringLiteral("streamed")));
    EXPECT_TRUE(a.ok()) << a.error().toStdString();
    EXPECT_TRUE(b.ok()) << b.error().toStdString();
    return a.ok() && b.ok() ? std::optional<Corpus>(std::move(whole).value()) : std::nullopt;
}

// The bundled corpus with every field a user can fill filled in, as the
// reviewer's corpus had them: a source's author, date of writing,
// provenance, reference and encoding; an event's Danish title, summary,
// people, category, era and importance; an account's words and note.
Corpus everyFieldFilled()
{
    Corpus c = loadCorpusFolder(bundledCorpusPath()).corpus;
    Source &s = c.sources[0];
    s.author = QStringLiteral("Me");
    s.written = QStringLiteral("1830~");
    s.provenance = QStringLiteral("typed from the copy in the Royal Library");
    s.reference = QStringLiteral(R"({"author":[{"literal":"Me"}],"issued":{"raw":"1830~"},"type":"book"})");
    s.encoding = QStringLiteral("GB18030");
    Event &e = c.events[0];
    e.titles.insert(QStringLiteral("da"), QStringLiteral("Slaget ved Brienne"));
    e.setSummaryEn(QStringLiteral("A summary."));
    e.setPersonIds({c.people[1].id, c.people[0].id});
    e.category = Interned(QStringLiteral("military"));
    e.eraId = Interned(c.eras[1].id);
    e.importance = Importance::Key;
    Account &a = e.accounts[0];
    a.setDateText(QStringLiteral("the next day"));
    a.setGlossEn(QStringLiteral("a gloss"));
    a.setNoteEn(QStringLiteral("a note"));
    return c;
}

void expectSameNames(const LocalizedNames &a, const LocalizedNames &b, const QString &what)
{
    EXPECT_TRUE(a == b) << what.toStdString();
}

void expectSameSources(const QList<Source> &a, const QList<Source> &b)
{
    ASSERT_EQ(a.size(), b.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const std::string id = a[i].id.toStdString();
        EXPECT_EQ(a[i].id, b[i].id);
        EXPECT_EQ(a[i].title, b[i].title) << id;
        EXPECT_EQ(a[i].language, b[i].language) << id;
        EXPECT_EQ(a[i].file, b[i].file) << id;
        EXPECT_EQ(a[i].provenance, b[i].provenance) << id;
        EXPECT_TRUE(a[i].text == b[i].text) << id;
        EXPECT_EQ(a[i].author, b[i].author) << id;
        EXPECT_EQ(a[i].written, b[i].written) << id;
        EXPECT_EQ(a[i].reference, b[i].reference) << id;
        EXPECT_EQ(a[i].encoding, b[i].encoding) << id;
    }
}

void expectSamePlacesPeopleAndEras(const Corpus &a, const Corpus &b)
{
    ASSERT_EQ(a.places.size(), b.places.size());
    for (qsizetype i = 0; i < a.places.size(); ++i) {
        EXPECT_EQ(a.places[i].id, b.places[i].id);
        expectSameNames(a.places[i].names, b.places[i].names, a.places[i].id);
        EXPECT_EQ(a.places[i].lat, b.places[i].lat);
        EXPECT_EQ(a.places[i].lon, b.places[i].lon);
        EXPECT_TRUE(a.places[i].variants == b.places[i].variants) << a.places[i].id.toStdString();
    }
    ASSERT_EQ(a.people.size(), b.people.size());
    for (qsizetype i = 0; i < a.people.size(); ++i) {
        EXPECT_EQ(a.people[i].id, b.people[i].id);
        expectSameNames(a.people[i].names, b.people[i].names, a.people[i].id);
        EXPECT_TRUE(a.people[i].variants == b.people[i].variants) << a.people[i].id.toStdString();
    }
    ASSERT_EQ(a.eras.size(), b.eras.size());
    for (qsizetype i = 0; i < a.eras.size(); ++i) {
        EXPECT_EQ(a.eras[i].id, b.eras[i].id);
        expectSameNames(a.eras[i].names, b.eras[i].names, a.eras[i].id);
        EXPECT_EQ(a.eras[i].date.toEdtf(), b.eras[i].date.toEdtf());
        EXPECT_EQ(a.eras[i].color, b.eras[i].color);
        EXPECT_EQ(a.eras[i].background, b.eras[i].background);
    }
}

void expectSameAccount(const Account &a, const Account &b, const std::string &event)
{
    EXPECT_EQ(a.sourceId.str(), b.sourceId.str()) << event;
    EXPECT_EQ(a.quote(), b.quote()) << event;
    EXPECT_EQ(a.start, b.start) << event;
    EXPECT_EQ(a.end, b.end) << event;
    EXPECT_EQ(a.claimedDate.isValid(), b.claimedDate.isValid()) << event;
    EXPECT_EQ(a.claimedDate.toEdtf(), b.claimedDate.toEdtf()) << event;
    EXPECT_EQ(a.dateText(), b.dateText()) << event;
    EXPECT_EQ(a.glossEn(), b.glossEn()) << event;
    EXPECT_EQ(a.noteEn(), b.noteEn()) << event;
    EXPECT_EQ(a.orphaned, b.orphaned) << event;
}

void expectSameEvents(const EventList &a, const EventList &b)
{
    ASSERT_EQ(a.size(), b.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Event &x = a[i], &y = b[i];
        const std::string id = x.id.toStdString();
        EXPECT_EQ(x.id, y.id);
        expectSameNames(x.titles, y.titles, x.id);
        EXPECT_EQ(x.summaryEn(), y.summaryEn()) << id;
        EXPECT_EQ(x.date.toEdtf(), y.date.toEdtf()) << id;
        EXPECT_EQ(x.placeId.str(), y.placeId.str()) << id;
        EXPECT_EQ(x.personIds(), y.personIds()) << id;
        EXPECT_EQ(x.category.str(), y.category.str()) << id;
        EXPECT_EQ(x.eraId.str(), y.eraId.str()) << id;
        EXPECT_EQ(x.importance, y.importance) << id;
        ASSERT_EQ(x.accounts.size(), y.accounts.size()) << id;
        for (qsizetype k = 0; k < x.accounts.size(); ++k)
            expectSameAccount(x.accounts[k], y.accounts[k], id);
    }
}

void expectSameRoute(const QList<RouteLeg> &a, const QList<RouteLeg> &b)
{
    ASSERT_EQ(a.size(), b.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].seq, b[i].seq);
        EXPECT_EQ(a[i].fromPlaceId, b[i].fromPlaceId);
        EXPECT_EQ(a[i].toPlaceId, b[i].toPlaceId);
        EXPECT_EQ(a[i].depart.toEdtf(), b[i].depart.toEdtf());
        EXPECT_EQ(a[i].arrive.toEdtf(), b[i].arrive.toEdtf());
        EXPECT_EQ(a[i].mode, b[i].mode);
        EXPECT_EQ(a[i].inferred, b[i].inferred);
        EXPECT_EQ(a[i].note, b[i].note);
        ASSERT_EQ(a[i].waypoints.size(), b[i].waypoints.size());
        for (qsizetype k = 0; k < a[i].waypoints.size(); ++k) {
            EXPECT_EQ(a[i].waypoints[k].lat, b[i].waypoints[k].lat);
            EXPECT_EQ(a[i].waypoints[k].lon, b[i].waypoints[k].lon);
            EXPECT_EQ(a[i].waypoints[k].placeId, b[i].waypoints[k].placeId);
            EXPECT_EQ(a[i].waypoints[k].inferred, b[i].waypoints[k].inferred);
        }
    }
}

// Every field of two corpora compared.
void expectSameCorpus(const Corpus &a, const Corpus &b)
{
    EXPECT_EQ(a.id, b.id);
    EXPECT_EQ(a.title, b.title);
    expectSameSources(a.sources, b.sources);
    expectSamePlacesPeopleAndEras(a, b);
    expectSameEvents(a.events, b.events);
    expectSameRoute(a.route, b.route);
}

// The entry of `list` whose "id" is `id`.
QJsonObject entryWithId(const QJsonArray &list, const QString &id)
{
    for (const QJsonValue &v : list)
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return v.toObject();
    return {};
}

} // namespace

TEST(CorpusFolderExport, TheBundledCorpusReadsBackToAnIdenticalExport)
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a")), b = dir.filePath(QStringLiteral("b"));
    ASSERT_TRUE(exportCorpusFolder(bundledFromDb(), a).ok());
    const LoadedCorpus loaded = loadCorpusFolder(a);
    ASSERT_TRUE(loaded.ok()) << dump(loaded.problems);
    const Corpus again = throughDatabase(loaded.corpus);
    ASSERT_TRUE(exportCorpusFolder(again, b).ok());
    const auto filesA = filesOf(a), filesB = filesOf(b);
    EXPECT_EQ(filesA.size(), bundledFromDb().sources.size() + 1);
    ASSERT_EQ(filesA.keys(), filesB.keys());
    for (auto it = filesA.begin(); it != filesA.end(); ++it)
        EXPECT_TRUE(it.value() == filesB.value(it.key())) << it.key().toStdString() << " differs";
    // And the database's own export agrees: nothing was lost on the way.
    EXPECT_EQ(exportJson(bundledFromDb()), exportJson(again));
}

// A corpus exported as a folder and imported again is the same corpus, to
// every field a user can fill: the folder had no author, date of writing,
// reference or encoding of a source, and an import lost them. Exported
// again, it is the same folder.
TEST(CorpusFolderExport, EveryFieldAUserFilledReadsBack)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.sqlite"));
    const QString a = dir.filePath(QStringLiteral("a")), b = dir.filePath(QStringLiteral("b"));
    ASSERT_TRUE(buildDatabase(everyFieldFilled(), path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    auto before = readCorpus(*db.value());
    ASSERT_TRUE(before.ok()) << before.error().toStdString();
    ASSERT_EQ(before.value().sources[0].author, QStringLiteral("Me")); // the database kept them
    ASSERT_TRUE(exportCorpusFolder(*db.value(), a).ok());
    const LoadedCorpus loaded = loadCorpusFolder(a);
    ASSERT_TRUE(loaded.ok()) << dump(loaded.problems);
    const Corpus after = throughDatabase(loaded.corpus);
    expectSameCorpus(before.value(), after);
    ASSERT_TRUE(exportCorpusFolder(after, b).ok());
    EXPECT_TRUE(filesOf(a) == filesOf(b));
}

// `export --format json` ("everything") holds every field a user can fill,
// read from the database as it is written or from the whole corpus alike:
// it had a source's title and language, an event's English and Chinese
// titles, and no author, date of writing, Danish title, people, eras…
TEST(JsonExport, HoldsEveryFieldAUserFilled)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.sqlite"));
    const Corpus c = everyFieldFilled();
    ASSERT_TRUE(buildDatabase(c, path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok()) << db.error().toStdString();
    QBuffer streamed;
    streamed.open(QIODevice::WriteOnly);
    ASSERT_TRUE(writeJson(*db.value(), streamed).ok());
    auto whole = readCorpus(*db.value());
    ASSERT_TRUE(whole.ok());
    EXPECT_EQ(QString::fromUtf8(streamed.data()), QString::fromUtf8(exportJson(whole.value())));
    const QJsonObject root = QJsonDocument::fromJson(streamed.data()).object();
    EXPECT_EQ(root.value(QStringLiteral("id")).toString(), c.id);
    EXPECT_EQ(root.value(QStringLiteral("title")).toString(), c.title);

    const QJsonObject s = entryWithId(root.value(QStringLiteral("sources")).toArray(), c.sources[0].id);
    EXPECT_EQ(s.value(QStringLiteral("author")).toString(), QStringLiteral("Me"));
    EXPECT_EQ(s.value(QStringLiteral("written")).toString(), QStringLiteral("1830~"));
    EXPECT_EQ(s.value(QStringLiteral("provenance")).toString(), c.sources[0].provenance);
    EXPECT_EQ(s.value(QStringLiteral("reference")).toString(), c.sources[0].reference);
    EXPECT_EQ(s.value(QStringLiteral("encoding")).toString(), QStringLiteral("GB18030"));

    const Event &event = c.events[0];
    const QJsonObject e = entryWithId(root.value(QStringLiteral("events")).toArray(), event.id);
    const QJsonObject titles = e.value(QStringLiteral("titles")).toObject();
    EXPECT_EQ(titles.value(QStringLiteral("da")).toString(), QStringLiteral("Slaget ved Brienne"));
    EXPECT_EQ(titles.value(QStringLiteral("zh")).toString(), event.titles.value(QStringLiteral("zh")));
    EXPECT_EQ(e.value(QStringLiteral("title_en")).toString(), event.titles.value(QStringLiteral("en")));
    EXPECT_EQ(e.value(QStringLiteral("summary_en")).toString(), QStringLiteral("A summary."));
    EXPECT_EQ(e.value(QStringLiteral("people")).toArray(), (QJsonArray {c.people[1].id, c.people[0].id}));
    EXPECT_EQ(e.value(QStringLiteral("category")).toString(), QStringLiteral("military"));
    EXPECT_EQ(e.value(QStringLiteral("era")).toString(), c.eras[1].id);
    EXPECT_EQ(e.value(QStringLiteral("importance")).toString(), QStringLiteral("key"));
    const QJsonObject account = e.value(QStringLiteral("accounts")).toArray().first().toObject();
    EXPECT_EQ(account.value(QStringLiteral("note_en")).toString(), QStringLiteral("a note"));
    EXPECT_EQ(account.value(QStringLiteral("gloss_en")).toString(), QStringLiteral("a gloss"));
    EXPECT_EQ(account.value(QStringLiteral("date_text")).toString(), QStringLiteral("the next day"));

    // The names of places, people and eras in every language, with their forms.
    const QJsonObject place = entryWithId(root.value(QStringLiteral("places")).toArray(), c.places[0].id);
    EXPECT_EQ(place.value(QStringLiteral("names")).toObject().size(), c.places[0].names.size());
    EXPECT_EQ(place.value(QStringLiteral("variants")).toArray().size(), c.places[0].variants.size());
    const QJsonArray people = root.value(QStringLiteral("people")).toArray();
    ASSERT_EQ(people.size(), c.people.size());
    const QJsonObject person = entryWithId(people, c.people[0].id);
    const QJsonArray forms = person.value(QStringLiteral("variants")).toArray();
    ASSERT_EQ(forms.size(), c.people[0].variants.size());
    EXPECT_EQ(forms[1].toObject().value(QStringLiteral("note")).toString(), c.people[0].variants[1].note);
    EXPECT_EQ(forms[1].toObject().value(QStringLiteral("sources")).toArray().size(),
        c.people[0].variants[1].sourceIds.size());
    const QJsonArray eras = root.value(QStringLiteral("eras")).toArray();
    ASSERT_EQ(eras.size(), c.eras.size());
    const QJsonObject background = entryWithId(eras, c.eras[0].id);
    EXPECT_TRUE(background.value(QStringLiteral("background")).toBool());
    EXPECT_EQ(background.value(QStringLiteral("date")).toString(), c.eras[0].date.toEdtf());
    EXPECT_EQ(background.value(QStringLiteral("color")).toString(), c.eras[0].color);
    EXPECT_EQ(background.value(QStringLiteral("names")).toObject().value(QStringLiteral("da")).toString(),
        c.eras[0].names.value(QStringLiteral("da")));

    // The route with its notes and waypoints.
    const QJsonArray route = root.value(QStringLiteral("route")).toArray();
    ASSERT_EQ(route.size(), c.route.size());
    for (qsizetype i = 0; i < c.route.size(); ++i) {
        const QJsonObject leg = route[i].toObject();
        EXPECT_EQ(leg.value(QStringLiteral("note")).toString(), c.route[i].note);
        EXPECT_EQ(leg.value(QStringLiteral("inferred")).toBool(), c.route[i].inferred);
        EXPECT_EQ(leg.value(QStringLiteral("waypoints")).toArray().size(), c.route[i].waypoints.size());
    }
}

// The bundled corpus as its author wrote it, imported, exported as a corpus
// folder and imported again (`parallax import`, `export --format corpus`,
// `import`) gives each event its people in the author's order: the order
// is data. The database kept only who (event_people, keyed by event and
// person row), and each event's people came back in the order of the
// corpus's list of people: 29 of the bundled events changed.
TEST(CorpusFolderExport, AnEventsPeopleAndItsListsReadBackInTheirOrder)
{
    const Corpus original = loadCorpusFolder(bundledCorpusPath()).corpus;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.sqlite")), folder = dir.filePath(QStringLiteral("f"));
    ASSERT_TRUE(buildDatabase(original, path, false).ok());
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        ASSERT_TRUE(exportCorpusFolder(*db.value(), folder).ok());
    }
    const LoadedCorpus loaded = loadCorpusFolder(folder);
    ASSERT_TRUE(loaded.ok()) << dump(loaded.problems);
    const Corpus back = throughDatabase(loaded.corpus);

    QHash<QString, const Event *> byId;
    for (const Event &e : back.events)
        byId.insert(e.id, &e);
    ASSERT_EQ(byId.size(), original.events.size());
    int reordered = 0;
    for (const Event &e : original.events) {
        const Event *b = byId.value(e.id);
        ASSERT_NE(b, nullptr) << e.id.toStdString();
        if (b->personIds() != e.personIds())
            ++reordered;
        EXPECT_EQ(b->personIds(), e.personIds()) << e.id.toStdString();
        ASSERT_EQ(b->accounts.size(), e.accounts.size()) << e.id.toStdString();
        for (qsizetype k = 0; k < e.accounts.size(); ++k) {
            EXPECT_EQ(QString(b->accounts[k].sourceId), QString(e.accounts[k].sourceId)) << e.id.toStdString();
            EXPECT_EQ(b->accounts[k].quote(), e.accounts[k].quote()) << e.id.toStdString();
        }
    }
    EXPECT_EQ(reordered, 0);
    // Places' and people's forms of their names keep theirs as well.
    ASSERT_EQ(back.places.size(), original.places.size());
    for (qsizetype i = 0; i < original.places.size(); ++i)
        EXPECT_TRUE(back.places[i].variants == original.places[i].variants) << original.places[i].id.toStdString();
    ASSERT_EQ(back.people.size(), original.people.size());
    for (qsizetype i = 0; i < original.people.size(); ++i)
        EXPECT_TRUE(back.people[i].variants == original.people[i].variants) << original.people[i].id.toStdString();
}

// An account cited as the cite dialog cites it: its words "次日" read with
// the text before them as reference (27 March, so 28 March, the record's day
// as well). Read back from its corpus folder, the importer counted "次日"
// from the record's day instead, read 29 March and warned of a disagreement
// the text does not have (as for the bundled corpus's "第二天清晨", the morning
// after Brienne). Words that count from the text before are not compared.
TEST(CorpusFolderExport, WordsThatCountFromTheTextBeforeReadBackWithoutAWarning)
{
    SyntheticSpec spec;
    spec.events = 1;
    spec.sources = 1;
    Corpus c = makeSyntheticCorpus(spec);
    Source &source = c.sources[0];
    source.language = QStringLiteral("zh");
    source.text = QStringLiteral("联军包围巴黎的消息于1814年3月27日传给拿破仑。次日，他派军出发。");
    const QString quote = QStringLiteral("次日，他派军出发");
    const qsizetype at = source.text.indexOf(quote);
    DatePhraseOptions options;
    options.language = DateLanguage::Chinese;
    const auto claimed = parseDatePhraseInContext(QStringView(source.text).left(at), quote, options);
    ASSERT_TRUE(claimed.ok()) << claimed.error().toStdString();
    ASSERT_EQ(claimed->edtf, QStringLiteral("1814-03-28"));
    Event &e = c.events[0];
    Account a = e.accounts.first();
    a.sourceId = source.id;
    a.setQuote(quote);
    a.start = at; // all in the BMP: code points are UTF-16 units
    a.end = at + quote.size();
    a.claimedDate = claimed->date;
    a.setDateText(QStringLiteral("次日"));
    e.accounts = {a};
    e.date = claimed->date;

    QTemporaryDir dir;
    ASSERT_TRUE(exportCorpusFolder(throughDatabase(c), dir.filePath(QStringLiteral("f"))).ok());
    const LoadedCorpus loaded = loadCorpusFolder(dir.filePath(QStringLiteral("f")));
    ASSERT_TRUE(loaded.ok()) << dump(loaded.problems);
    EXPECT_TRUE(loaded.warnings.isEmpty()) << dump(loaded.warnings);
    ASSERT_EQ(loaded.corpus.events.size(), 1);
    EXPECT_EQ(loaded.corpus.events[0].accounts[0].claimedDate.toEdtf(), QStringLiteral("1814-03-28"));
}

TEST(CorpusFolderExport, RefusesAFolderThatIsNotEmpty)
{
    QTemporaryDir dir;
    parallax::testing::writeFile(dir.filePath(QStringLiteral("keep.txt")), "mine");
    const Status s = exportCorpusFolder(bundledFromDb(), dir.path());
    ASSERT_FALSE(s.ok());
    EXPECT_TRUE(s.error().contains(QStringLiteral("not empty")));
    EXPECT_EQ(readAll(dir.filePath(QStringLiteral("keep.txt"))), QByteArray("mine"));
}

// Many quotes of one length (the hash filter wider than its least): each
// counted where it stands, a repeated one twice, one not in the text not at all.
TEST(CorpusFolderExport, ManyQuotesOfOneLengthAreEachCounted)
{
    QString text;
    QList<QString> quotes;
    for (int i = 0; i < 5000; ++i) {
        const QString word = QStringLiteral("w%1").arg(i, 5, 10, QLatin1Char('0'));
        text += word + u' ';
        quotes << word;
    }
    text += QStringLiteral("w04321");
    // Not in the text; and longer quotes of the same class that begin as
    // one of the words do: found whole, where they stand whole.
    quotes << QStringLiteral("x00001") << QStringLiteral("w04321 ") << QStringLiteral("w04321 w0432");
    const QHash<QString, int> counts = quoteOccurrences(text, quotes);
    ASSERT_EQ(counts.size(), 5003);
    for (int i = 0; i < 5000; ++i)
        EXPECT_EQ(counts.value(quotes[i]), i == 4321 ? 2 : 1) << i;
    EXPECT_EQ(counts.value(QStringLiteral("x00001")), 0);
    EXPECT_EQ(counts.value(QStringLiteral("w04321 ")), 1);
    EXPECT_EQ(counts.value(QStringLiteral("w04321 w0432")), 1);
}

// Every occurrence counted, overlapping ones too, quotes of different
// length classes together (those of eight characters and more are found
// by their ends, the shorter by a rolling hash): against a plain search,
// on texts of three letters (many overlaps), from empty to 179 characters.
TEST(CorpusFolderExport, QuoteOccurrencesAreThoseAPlainSearchFinds)
{
    QRandomGenerator random(17);
    for (int length = 0; length < 180; ++length) {
        QString text;
        for (int i = 0; i < length; ++i)
            text += QChar(u'a' + char16_t(random.bounded(3)));
        QList<QString> quotes;
        for (int n = 0; n < 12; ++n) {
            const int from = length ? int(random.bounded(length)) : 0;
            quotes << (n % 4 == 3 ? QStringLiteral("abcabcabcab").left(1 + int(random.bounded(11)))
                    : n % 4 == 2  ? text.mid(from, 8 + int(random.bounded(30)))
                                  : text.mid(from, 1 + int(random.bounded(9))));
        }
        const QHash<QString, int> counts = quoteOccurrences(text, quotes);
        for (const QString &q : std::as_const(quotes)) {
            if (q.isEmpty())
                continue;
            int plain = 0;
            for (qsizetype at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + 1))
                ++plain;
            EXPECT_EQ(counts.value(q), plain) << text.toStdString() << " / " << q.toStdString();
        }
    }
}

// A quote that stands twice in its source gets the context that picks its
// own occurrence, so the offsets survive the round trip.
TEST(CorpusFolderExport, RepeatedQuotesGetAPrefixOrSuffix)
{
    const QString text = QStringLiteral("𠀀他吞下毒药。次日他醒来。后来他又吞下毒药。他吞下毒药。");
    EXPECT_EQ(quoteOccurrences(text, {QStringLiteral("他吞下毒药"), QStringLiteral("次日"), QStringLiteral("无")}),
        (QHash<QString, int> {
            {QStringLiteral("他吞下毒药"), 2}, {QStringLiteral("次日"), 1}, {QStringLiteral("无"), 0}}));
    EXPECT_EQ(quoteOccurrences(text, {QStringLiteral("吞下毒药")}).value(QStringLiteral("吞下毒药")), 3);

    const Corpus c = repeatedQuotes();
    const QList<qsizetype> starts = {1, 17, 22};
    QTemporaryDir dir;
    ASSERT_TRUE(exportCorpusFolder(c, dir.filePath(QStringLiteral("f"))).ok());
    const LoadedCorpus loaded = loadCorpusFolder(dir.filePath(QStringLiteral("f")));
    ASSERT_TRUE(loaded.ok()) << dump(loaded.problems);
    for (qsizetype i = 0; i < 3; ++i)
        EXPECT_EQ(loaded.corpus.events[i].accounts[0].start, starts[i]) << i;
}

TEST(CsvExchange, TheBundledCorpusReadsBackToAnIdenticalCsv)
{
    const QByteArray csv = csvOf(bundledFromDb());
    EXPECT_TRUE(csv.startsWith("\xEF\xBB\xBF"
                               "event,title_en,title_zh,date,"));
    const CsvImport rows = readCsv(csv, bundledFromDb());
    ASSERT_TRUE(rows.ok()) << dump(rows.problems);
    Corpus c = bundledFromDb();
    c.events = rows.events;
    EXPECT_EQ(csvOf(c), csv);
    // Through the database too: the offsets and every field are kept.
    const Corpus again = throughDatabase(c);
    EXPECT_EQ(csvOf(again), csv);
    EXPECT_EQ(exportJson(again), exportJson(bundledFromDb()));
}

TEST(CsvExchange, ReadsWhatASpreadsheetWrites)
{
    // No BOM, LF line ends, only the required columns in another order,
    // a quoted cell with a comma, a doubled quote and a line break.
    Corpus base = bundledFromDb();
    const Source &s = base.sources.first();
    const QString quote = s.text.mid(0, 12);
    ASSERT_EQ(s.text.count(quote), 1);
    const QString csv
        = QStringLiteral("quote,source,date,title_en,event\n\"%1\",%2,1814-04,\"A \"\"new\"\",\nevent\",new-1\n")
              .arg(quote, s.id);
    const CsvImport rows = readCsv(csv.toUtf8(), base);
    ASSERT_TRUE(rows.ok()) << dump(rows.problems);
    ASSERT_EQ(rows.events.size(), 1);
    EXPECT_EQ(rows.events[0].titles.value(QStringLiteral("en")), QStringLiteral("A \"new\",\nevent"));
    EXPECT_EQ(rows.events[0].accounts[0].start, 0);
    EXPECT_EQ(rows.events[0].importance, Importance::Minor);
}

TEST(CsvExchange, MalformedRowsAreRefusedByRowAndColumn)
{
    const Corpus &base = bundledFromDb();
    const QString src = base.sources.first().id;
    const QString quote = base.sources.first().text.mid(0, 12);
    const QString head = QStringLiteral("event,title_en,date,source,quote,claimed_date,importance,place\n");
    auto problemsOf = [&](const QString &rows) {
        QStringList out;
        for (const CsvProblem &p : readCsv((head + rows).toUtf8(), base).problems)
            out << p.toString();
        return out.join(u'\n');
    };
    auto good = [&](const QString &event, const QString &rest = QStringLiteral(",key,")) {
        return QStringLiteral("%1,T,1814-04,%2,%3%4\n").arg(event, src, quote, QStringLiteral(",") + rest);
    };
    EXPECT_EQ(problemsOf(good(QStringLiteral("a"))), QString());
    // Row 3 has a cell too many; row 2 is fine.
    EXPECT_EQ(problemsOf(good(QStringLiteral("a")) + good(QStringLiteral("b")).trimmed() + QStringLiteral(",x\n")),
        QStringLiteral("row 3: has 9 cells where the header has 8"));
    EXPECT_TRUE(problemsOf(QStringLiteral("a,T,1814-13,%1,%2,,,\n").arg(src, quote))
                    .startsWith(QStringLiteral("row 2, column date: ")));
    EXPECT_TRUE(problemsOf(QStringLiteral("a,T,1814,%1,%2,,,\n").arg(src, QStringLiteral("not in the text")))
                    .contains(QStringLiteral("row 2, column quote: does not occur in source")));
    EXPECT_TRUE(problemsOf(QStringLiteral("a,T,1814,nosuch,%1,,,\n").arg(quote))
                    .contains(QStringLiteral("row 2, column source: \"nosuch\" is not in the database")));
    EXPECT_TRUE(problemsOf(good(QStringLiteral("a"), QStringLiteral("1814-02-30,key,")))
                    .contains(QStringLiteral("row 2, column claimed_date")));
    EXPECT_TRUE(problemsOf(good(QStringLiteral("a"), QStringLiteral(",top,")))
                    .contains(QStringLiteral("row 2, column importance")));
    EXPECT_TRUE(problemsOf(good(QStringLiteral("a"), QStringLiteral(",key,atlantis")))
                    .contains(QStringLiteral("row 2, column place")));
    // The same event on two rows with two dates.
    EXPECT_EQ(problemsOf(good(QStringLiteral("a"))
                  + good(QStringLiteral("a")).replace(QStringLiteral("1814-04"), QStringLiteral("1815"))),
        QStringLiteral("row 3, column date: differs from row 2, the first row of event a"));
    // An unclosed quote and a stray one.
    EXPECT_TRUE(
        problemsOf(QStringLiteral("a,\"T,1814,%1,%2,,,\n").arg(src, quote)).contains(QStringLiteral("never closed")));
    EXPECT_TRUE(problemsOf(QStringLiteral("a,T\"x,1814,%1,%2,,,\n").arg(src, quote))
                    .startsWith(QStringLiteral("row 2: cell 2")));
    // The header: a required column missing, an unknown one.
    EXPECT_TRUE(readCsv("event,title_en,date,source\n", base)
                    .problems.first()
                    .toString()
                    .contains(QStringLiteral("column quote: the column is missing")));
    EXPECT_TRUE(readCsv("event,title_en,date,source,quote,colour\n", base)
                    .problems.first()
                    .toString()
                    .contains(QStringLiteral("column colour: is not a column")));
    EXPECT_TRUE(
        readCsv("event,title_en\n\xff\xfe", base).problems.first().toString().contains(QStringLiteral("not UTF-8")));
}

// Each account keeps its id through a spreadsheet (a cited account's, a
// moved one's): the export writes it, the import gives it back; an id given
// twice, or one the import gives an account without its own, is refused.
TEST(CsvExchange, AnAccountKeepsItsIdThroughASpreadsheet)
{
    Corpus base = bundledFromDb();
    base.events[0].accounts[0].setId(QStringLiteral("cited-2f6c"));
    const QByteArray csv = csvOf(base);
    EXPECT_TRUE(csv.contains(",cited-2f6c,")) << "the export writes the id";
    const CsvImport rows = readCsv(csv, base);
    ASSERT_TRUE(rows.ok()) << dump(rows.problems);
    EXPECT_EQ(rows.events[0].accounts[0].id(), QStringLiteral("cited-2f6c"));
    Corpus c = base;
    c.events = rows.events;
    EXPECT_EQ(throughDatabase(c).events[0].accounts[0].id(), QStringLiteral("cited-2f6c"));

    const Source &s = base.sources.first();
    const QString quote = s.text.mid(0, 12), other = s.text.mid(20, 12);
    ASSERT_EQ(s.text.count(quote), 1);
    ASSERT_EQ(s.text.count(other), 1);
    auto problemsOf = [&](const QString &first, const QString &second) {
        const QString text = QStringLiteral("event,title_en,date,account,source,quote\n"
                                            "a,T,1814,%1,%3,\"%4\"\na,T,1814,%2,%3,\"%5\"\n")
                                 .arg(first, second, s.id, quote, other);
        QStringList out;
        for (const CsvProblem &p : readCsv(text.toUtf8(), base).problems)
            out << p.toString();
        return out.join(u'\n');
    };
    EXPECT_EQ(problemsOf(QStringLiteral("x"), QString()), QString());
    EXPECT_EQ(problemsOf(QStringLiteral("x"), QStringLiteral("x")),
        QStringLiteral("row 3, column account: \"x\" is the id of row 2's account too"));
    // Row 3's account, the second, is "a/1" unless it says otherwise; row 2 says so.
    EXPECT_EQ(problemsOf(QStringLiteral("a/1"), QString()),
        QStringLiteral("row 2, column account: \"a/1\" is the id the import gives account 2 of event a, which has "
                       "none of its own"));
    EXPECT_EQ(problemsOf(QStringLiteral("a/1"), QStringLiteral("a/0")), QString()); // swapped, both given
}

TEST(TimelineJsExport, OneSlidePerEventWithDatesToTheirPrecision)
{
    QBuffer b;
    b.open(QIODevice::WriteOnly);
    ASSERT_TRUE(writeTimelineJs(bundledFromDb(), b).ok());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(b.data(), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    const QJsonArray events = doc[QStringLiteral("events")].toArray();
    EXPECT_EQ(events.size(), bundledFromDb().events.size());
    EXPECT_FALSE(doc[QStringLiteral("title")][QStringLiteral("text")][QStringLiteral("headline")].toString().isEmpty());
    EXPECT_EQ(doc[QStringLiteral("eras")].toArray().size(), bundledFromDb().eras.size());
    QJsonObject poison, waterloo, neipperg;
    for (const QJsonValue &v : events) {
        const QString id = v[QStringLiteral("unique_id")].toString();
        if (id == u"poison-attempt")
            poison = v.toObject();
        else if (id == u"waterloo")
            waterloo = v.toObject();
        else if (id == u"neipperg")
            neipperg = v.toObject();
    }
    auto part = [](const QJsonObject &o, const char *a, const char *b = nullptr) {
        const QJsonValue v = o.value(QLatin1String(a));
        return b ? v.toObject().value(QLatin1String(b)) : v;
    };
    const QJsonValue shown = part(poison, "start_date", "display_date");
    EXPECT_FALSE(shown.toString().isEmpty());
    EXPECT_EQ(part(poison, "start_date").toObject(),
        (QJsonObject {{"year", 1814}, {"month", 4}, {"day", 12}, {"display_date", shown}}));
    EXPECT_EQ(part(poison, "end_date").toObject(), (QJsonObject {{"year", 1814}, {"month", 4}, {"day", 13}}));
    EXPECT_FALSE(waterloo.contains(QStringLiteral("end_date")));
    // "1814-08~": a month, approximately: the month as its end, and words.
    EXPECT_EQ(part(neipperg, "end_date").toObject(), (QJsonObject {{"year", 1814}, {"month", 8}}));
    EXPECT_TRUE(part(neipperg, "start_date", "display_date").toString().contains(QStringLiteral("1814")));
    EXPECT_TRUE(part(poison, "text", "text").toString().contains(QStringLiteral("<blockquote>")));
}

namespace {

// Says "until" in German, as a translation would.
class UntilInGerman final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        return qstrcmp(context, "parallax::HistoricalDate") == 0 && qstrcmp(source, "until %1") == 0
            ? QStringLiteral("bis %1")
            : QString();
    }
};

// Each slide's date in words, by event id.
QMap<QString, QString> slideDates(const Corpus &c)
{
    QBuffer b;
    b.open(QIODevice::WriteOnly);
    EXPECT_TRUE(writeTimelineJs(c, b).ok());
    QMap<QString, QString> out;
    for (const auto &v : QJsonDocument::fromJson(b.data())[QStringLiteral("events")].toArray())
        out.insert(v[QStringLiteral("unique_id")].toString(),
            v[QStringLiteral("start_date")][QStringLiteral("display_date")].toString());
    return out;
}

} // namespace

// A slide's date in words is remembered for the export it is written in
// (dates repeat), never into the next: the words follow the language of each.
// Dates of one span and precision are told apart.
TEST(TimelineJsExport, EachExportWritesDatesInTheLanguageOfItsTime)
{
    const Corpus &bundled = bundledFromDb();
    ASSERT_FALSE(bundled.events.isEmpty());
    Corpus c = bundled;
    c.events = EventList();
    // Alone, so that no other date takes their places among those remembered.
    for (const char *edtf : {"../1814-04-13", "1814", "1814~"}) {
        Event e = bundled.events[0];
        auto date = HistoricalDate::parse(QString::fromLatin1(edtf));
        ASSERT_TRUE(date.ok()) << edtf;
        e.date = date.value();
        e.id = QLatin1String(edtf);
        c.events.append(e);
    }
    const QMap<QString, QString> english = slideDates(c);
    EXPECT_TRUE(english.value(QStringLiteral("../1814-04-13")).startsWith(QStringLiteral("until ")));
    EXPECT_EQ(english.value(QStringLiteral("1814")), QStringLiteral("1814"));
    EXPECT_NE(english.value(QStringLiteral("1814~")), QStringLiteral("1814"));
    UntilInGerman german;
    QCoreApplication::installTranslator(&german);
    const QString inGerman = slideDates(c).value(QStringLiteral("../1814-04-13"));
    QCoreApplication::removeTranslator(&german);
    EXPECT_TRUE(inGerman.startsWith(QStringLiteral("bis "))) << inGerman.toStdString();
    EXPECT_EQ(slideDates(c), english);
}

// Text is HTML in a slide: markup in a title, summary or gloss is escaped,
// plain text written as it is.
TEST(TimelineJsExport, MarkupInTheTextIsEscaped)
{
    Corpus c = bundledFromDb();
    ASSERT_FALSE(c.events.isEmpty());
    Event e = c.events[0];
    e.titles.insert(QStringLiteral("en"), QStringLiteral("Treaty <b>of</b> \"A\" & B"));
    e.setSummaryEn(QStringLiteral("Plain words"));
    ASSERT_FALSE(e.accounts.isEmpty());
    e.accounts[0].setGlossEn(QStringLiteral("1 < 2"));
    c.events[0] = e;
    QBuffer b;
    b.open(QIODevice::WriteOnly);
    ASSERT_TRUE(writeTimelineJs(c, b).ok());
    const QJsonArray events = QJsonDocument::fromJson(b.data())[QStringLiteral("events")].toArray();
    QJsonObject text;
    for (const auto &v : events)
        if (v[QStringLiteral("unique_id")].toString() == e.id)
            text = v[QStringLiteral("text")].toObject();
    EXPECT_EQ(text[QStringLiteral("headline")].toString(),
        QStringLiteral("Treaty &lt;b&gt;of&lt;/b&gt; &quot;A&quot; &amp; B"));
    const QString html = text[QStringLiteral("text")].toString();
    EXPECT_TRUE(html.startsWith(QStringLiteral("<p>Plain words</p><blockquote>"))) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("<br><small>1 &lt; 2</small></blockquote>"))) << html.toStdString();
}

namespace {

// Says " (claims %1)" as `words`, as a translation would.
class ClaimsAs final : public QTranslator
{
public:
    explicit ClaimsAs(const char *words)
        : m_words(QString::fromUtf8(words))
    { }
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        return qstrcmp(context, "parallax::db::TimelineJs") == 0 && qstrcmp(source, " (claims %1)") == 0 ? m_words
                                                                                                         : QString();
    }

private:
    QString m_words;
};

// The text of the slide of event `id`.
QString slideText(const Corpus &c, const QString &id)
{
    QBuffer b;
    b.open(QIODevice::WriteOnly);
    EXPECT_TRUE(writeTimelineJs(c, b).ok());
    for (const auto &v : QJsonDocument::fromJson(b.data())[QStringLiteral("events")].toArray())
        if (v[QStringLiteral("unique_id")].toString() == id)
            return v[QStringLiteral("text")][QStringLiteral("text")].toString();
    return {};
}

} // namespace

// A slide's text with every part (summary, quotes, sources by title and by
// id, claimed dates, glosses) as it was written before the sources' titles
// and the translated " (claims %1)" were made once for the export: the
// translation's words around its one place marker, and any other
// translation filled in by arg().
TEST(TimelineJsExport, TheSlideTextHasEveryPartInItsPlace)
{
    Corpus c = bundledFromDb();
    ASSERT_GE(c.sources.size(), 1);
    ASSERT_FALSE(c.events.isEmpty());
    c.sources[0].title = QStringLiteral("Mémoires <vol. 2> & \"notes\"");
    Event e = c.events[0];
    e.setSummaryEn(QStringLiteral("Peace & quiet"));
    Account cited = e.accounts.value(0);
    cited.sourceId = c.sources[0].id;
    cited.setQuote(QStringLiteral("x < y"));
    cited.claimedDate = HistoricalDate::parse(QStringLiteral("1814-04-12")).value();
    cited.setGlossEn(QStringLiteral("1 & 2"));
    Account unknown = cited;
    unknown.sourceId = QStringLiteral("no<such>source");
    unknown.setQuote(QStringLiteral("plain"));
    unknown.claimedDate = HistoricalDate();
    unknown.setGlossEn(QString());
    e.accounts = {cited, unknown};
    c.events[0] = e;
    const QString date = cited.claimedDate.toDisplayString(QLocale(QLocale::English));
    ASSERT_FALSE(date.contains(u'<') || date.contains(u'&'));
    const auto expected = [&](const QString &claim) {
        return QStringLiteral("<p>Peace &amp; quiet</p>"
                              "<blockquote>x &lt; y<br><cite>Mémoires &lt;vol. 2&gt; &amp; &quot;notes&quot;%1</cite>"
                              "<br><small>1 &amp; 2</small></blockquote>"
                              "<blockquote>plain<br><cite>no&lt;such&gt;source</cite></blockquote>")
            .arg(claim);
    };
    EXPECT_EQ(slideText(c, e.id), expected(QStringLiteral(" (claims %1)").arg(date)));
    for (const char *words : {"; %1 behauptet", "%1", "[%1 %1]", "%1 (100%)", "%1%2", "%12 or %1", "no date"}) {
        SCOPED_TRACE(words);
        ClaimsAs translation(words);
        QCoreApplication::installTranslator(&translation);
        const QString text = slideText(c, e.id);
        QCoreApplication::removeTranslator(&translation);
        EXPECT_EQ(text, expected(QString::fromUtf8(words).arg(date)));
    }
}

// `parallax export --format corpus` reads the database a text and a chunk of
// events at a time (issue 17), more than one chunk (4,096 events) on two
// reading threads, and writes the texts on worker threads (more texts than
// they hold at once): the folder is the one the whole corpus gives.
TEST(CorpusFolderExport, FromTheDatabaseIsTheWholeCorpusFolder)
{
    SyntheticSpec spec;
    spec.events = 9000;
    spec.sources = 40;
    for (const Corpus &c :
        {repeatedQuotes(), loadCorpusFolder(bundledCorpusPath()).corpus, makeSyntheticCorpus(spec)}) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.sqlite"));
        ASSERT_TRUE(buildDatabase(c, path, false).ok());
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        auto whole = readCorpus(*db.value());
        ASSERT_TRUE(whole.ok());
        const QString a = dir.filePath(QStringLiteral("whole")), b = dir.filePath(QStringLiteral("streamed"));
        ASSERT_TRUE(exportCorpusFolder(whole.value(), a).ok());
        const Status s = exportCorpusFolder(*db.value(), b);
        ASSERT_TRUE(s.ok()) << s.error().toStdString();
        const auto filesA = filesOf(a), filesB = filesOf(b);
        EXPECT_EQ(filesB.size(), c.sources.size() + 1);
        ASSERT_EQ(filesA.keys(), filesB.keys());
        for (auto it = filesA.begin(); it != filesA.end(); ++it)
            EXPECT_TRUE(it.value() == filesB.value(it.key())) << it.key().toStdString() << " differs";
    }
    // The prefix or suffix that picks each repeated quote is there.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.sqlite"));
    ASSERT_TRUE(buildDatabase(repeatedQuotes(), path, false).ok());
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    ASSERT_TRUE(exportCorpusFolder(*db.value(), dir.filePath(QStringLiteral("f"))).ok());
    const QByteArray json = readAll(dir.filePath(QStringLiteral("f/corpus.json")));
    EXPECT_TRUE(json.contains("\"prefix\"") || json.contains("\"suffix\"")) << json.constData();
}

// An orphaned account's quote is no longer at its span, and an import does
// not look for it: it is written orphaned, with the span it had and no
// context (its quote stands more than once, as the text's words at its span
// stand once), as the whole corpus's export writes it, and reads back so.
TEST(CorpusFolderExport, AnOrphanedAccountIsWrittenWithItsSpan)
{
    // Its text changed under the third account (as an edit leaves it): the
    // words at its span are now "次日他醒来".
    QTemporaryDir dir;
    const auto whole
        = exportedBothWays(dir, "UPDATE accounts SET anchor = 'orphaned', q_start = 7, q_end = 12 WHERE q_start = 22");
    ASSERT_TRUE(whole);
    qsizetype orphanAt = -1;
    for (qsizetype i = 0; i < whole->events.size(); ++i)
        if (whole->events[i].accounts[0].orphaned)
            orphanAt = i;
    ASSERT_GE(orphanAt, 0);
    const QByteArray json = readAll(dir.filePath(QStringLiteral("streamed/corpus.json")));
    EXPECT_EQ(json, readAll(dir.filePath(QStringLiteral("whole/corpus.json"))));
    const QJsonObject account = QJsonDocument::fromJson(json)["events"][orphanAt]["accounts"][0].toObject();
    EXPECT_EQ(account["quote"].toString(), QStringLiteral("他吞下毒药"));
    EXPECT_TRUE(account.value(QStringLiteral("orphaned")).toBool());
    EXPECT_EQ(account.value(QStringLiteral("start")).toInt(-1), 7);
    EXPECT_EQ(account.value(QStringLiteral("end")).toInt(-1), 12);
    EXPECT_FALSE(account.contains(QStringLiteral("prefix")) || account.contains(QStringLiteral("suffix")))
        << json.constData();
    const LoadedCorpus loaded = loadCorpusFolder(dir.filePath(QStringLiteral("streamed")));
    ASSERT_TRUE(loaded.ok()) << dump(loaded.problems);
    expectSameEvents(whole->events, throughDatabase(loaded.corpus).events);
}

namespace {

const QString kMemoir = QStringLiteral("On the twentieth of April the Emperor left Fontainebleau for the south.\n"
                                       "He reached the coast five days later.\n");
const QString kRevisedMemoir = QStringLiteral("On the twentieth of April the Emperor departed for the south.\n"
                                              "He reached the coast five days later.\n");

// A new event cited once from source "a" of `repo`, with `words` of kMemoir.
void cite(SqliteRepository &repo, const QString &event, const QString &date, const QString &words)
{
    Event e;
    e.id = event;
    e.titles.insert(QStringLiteral("en"), event);
    e.date = HistoricalDate::parse(date).value();
    ASSERT_TRUE(repo.addEvent(e).ok());
    Account a;
    a.sourceId = QStringLiteral("a");
    a.setQuote(words);
    a.start = std::int32_t(kMemoir.indexOf(words)); // ASCII: a code point is a unit
    a.end = a.start + std::int32_t(words.size());
    a.claimedDate = e.date;
    const auto id = repo.addAccount(event, a);
    ASSERT_TRUE(id.ok()) << id.error().toStdString();
}

// The reported database: a source, two events cited from it (as `parallax
// cite` makes them, each account's id a UUID), then its text replaced so
// that the first quote is no longer in it. Its path.
QString databaseWithAnOrphan(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("o.sqlite"));
    auto db = Database::create(path);
    EXPECT_TRUE(db.ok()) << db.error().toStdString();
    if (!db)
        return path;
    SqliteRepository repo(*db.value());
    Source s;
    s.id = QStringLiteral("a");
    s.title = QStringLiteral("Memoir");
    s.language = QStringLiteral("en");
    s.text = kMemoir;
    EXPECT_TRUE(repo.addSource(s).ok());
    cite(repo, QStringLiteral("departure"), QStringLiteral("1814-04-20"), QStringLiteral("left Fontainebleau"));
    cite(repo, QStringLiteral("coast"), QStringLiteral("1814-04-25"), QStringLiteral("reached the coast"));
    const auto replaced = repo.replaceSourceText(QStringLiteral("a"), kRevisedMemoir);
    EXPECT_TRUE(replaced.ok());
    EXPECT_EQ(replaced ? replaced->count(AnchorOutcome::Orphaned) : 0, 1);
    return path;
}

Corpus corpusOf(const QString &path)
{
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok()) << db.error().toStdString();
    if (!db)
        return {};
    auto read = readCorpus(*db.value());
    EXPECT_TRUE(read.ok()) << read.error().toStdString();
    return read ? read.value() : Corpus();
}

// `export --format json` of the database at `path`, streamed from its rows.
QByteArray jsonOf(const QString &path)
{
    auto db = Database::open(path, Database::Access::ReadOnly);
    EXPECT_TRUE(db.ok()) << db.error().toStdString();
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    EXPECT_TRUE(db && writeJson(*db.value(), out).ok());
    return out.data();
}

} // namespace

// A database with an orphaned citation was exported to a folder that could
// not be imported ("the quote «left Fontainebleau» does not occur in source
// a"), and cited accounts took new ids on the way. Now the folder imports to
// the same events: the account still orphaned, at the same span, every
// account with its id.
TEST(CorpusFolderExport, ADatabaseWithAnOrphanedCitationReadsBackWhole)
{
    QTemporaryDir dir;
    const QString path = databaseWithAnOrphan(dir), folder = dir.filePath(QStringLiteral("out"));
    {
        auto db = Database::open(path, Database::Access::ReadOnly);
        ASSERT_TRUE(db.ok());
        const Status exported = exportCorpusFolder(*db.value(), folder);
        ASSERT_TRUE(exported.ok()) << exported.error().toStdString();
    }
    const LoadedCorpus loaded = loadCorpusFolder(folder);
    ASSERT_TRUE(loaded.ok()) << dump(loaded.problems);
    const QString again = dir.filePath(QStringLiteral("o2.sqlite"));
    ASSERT_TRUE(buildDatabase(loaded.corpus, again, false).ok());

    const Corpus before = corpusOf(path), after = corpusOf(again);
    expectSameEvents(before.events, after.events);
    QStringList ids;
    for (qsizetype i = 0; i < after.events.size(); ++i) {
        const Account &a = after.events[i].accounts[0];
        ids << a.id();
        EXPECT_EQ(a.id(), before.events[i].accounts[0].id());
        EXPECT_EQ(a.orphaned, a.quote() == u"left Fontainebleau") << a.quote().toStdString();
    }
    EXPECT_EQ(ids.size(), 2);
    EXPECT_EQ(ids.filter(QStringLiteral("/")).size(), 0)
        << ids.join(u' ').toStdString(); // not "EVENT/N": the cited ones' own

    auto db = Database::open(again, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    const auto orphans = SqliteRepository(*db.value()).orphanedAccounts();
    ASSERT_TRUE(orphans.ok());
    ASSERT_EQ(orphans->size(), 1);
    EXPECT_EQ(orphans->first().account.quote(), QStringLiteral("left Fontainebleau"));
    const CheckReport check = checkDatabase(*db.value());
    EXPECT_TRUE(check.ok()) << check.contentProblems.join(u'\n').toStdString();
    // Everything `export --format json` says of the events is the same.
    EXPECT_EQ(QJsonDocument::fromJson(jsonOf(again))["events"], QJsonDocument::fromJson(jsonOf(path))["events"]);
}

// `export --format json` says which accounts are orphaned, and each
// account's id; from the rows as from the whole corpus, byte for byte.
TEST(JsonExport, SaysWhichAccountIsOrphanedAndEachAccountsId)
{
    QTemporaryDir dir;
    const QString path = databaseWithAnOrphan(dir);
    const QByteArray streamed = jsonOf(path);
    const Corpus whole = corpusOf(path);
    EXPECT_EQ(QString::fromUtf8(streamed), QString::fromUtf8(exportJson(whole)));
    const QJsonArray events = QJsonDocument::fromJson(streamed)["events"].toArray();
    ASSERT_EQ(events.size(), 2);
    for (qsizetype i = 0; i < 2; ++i) {
        const QJsonObject account = events.at(i)["accounts"][0].toObject();
        const Account &a = whole.events[i].accounts[0];
        EXPECT_EQ(account.value(QStringLiteral("id")).toString(), a.id());
        EXPECT_FALSE(a.id().isEmpty());
        const QJsonValue orphaned = account.value(QStringLiteral("orphaned"));
        EXPECT_TRUE(orphaned.isBool());
        EXPECT_EQ(orphaned.toBool(), a.orphaned);
        EXPECT_EQ(a.orphaned, a.quote() == u"left Fontainebleau");
    }
    EXPECT_EQ(streamed.count("\"orphaned\":true"), 1); // written compact, as the rest of each event
}

// A text stored with a byte-order mark and a byte that is not UTF-8 (a file
// written by another program) is written as it reads: without the mark,
// the byte as U+FFFD, as the whole corpus's export writes it, so that the
// folder imports again.
TEST(CorpusFolderExport, ATextThatIsNotCleanUtf8IsWrittenAsItReads)
{
    QTemporaryDir dir;
    ASSERT_TRUE(exportedBothWays(
        dir, "UPDATE sources SET body = CAST(X'EFBBBF' || body || X'FF' AS TEXT), body_length = body_length + 1"));
    const QString b = dir.filePath(QStringLiteral("streamed"));
    EXPECT_EQ(filesOf(dir.filePath(QStringLiteral("whole"))), filesOf(b));
    bool replaced = false;
    for (const QByteArray &bytes : filesOf(b)) {
        EXPECT_FALSE(bytes.startsWith("\xEF\xBB\xBF"));
        EXPECT_TRUE(QUtf8StringView(bytes).isValidUtf8());
        replaced = replaced || bytes.endsWith("\xEF\xBF\xBD"); // U+FFFD
    }
    EXPECT_TRUE(replaced);
    const LoadedCorpus loaded = loadCorpusFolder(b);
    EXPECT_TRUE(loaded.ok()) << dump(loaded.problems);
}

// A quote stored with a byte-order mark before it (another program's
// write) reads without it, as the whole read has it: the quick check sends
// it to the full one, and each repeated quote keeps the context that picks
// its place, so that the folder imports again.
TEST(CorpusFolderExport, AQuoteStoredWithAByteOrderMarkIsWrittenAsItReads)
{
    QTemporaryDir dir;
    ASSERT_TRUE(exportedBothWays(dir, "UPDATE accounts SET quote = char(65279) || quote"));
    const QString b = dir.filePath(QStringLiteral("streamed"));
    EXPECT_EQ(filesOf(dir.filePath(QStringLiteral("whole"))), filesOf(b));
    const LoadedCorpus loaded = loadCorpusFolder(b);
    EXPECT_TRUE(loaded.ok()) << dump(loaded.problems);
}

// The texts are checked as they are written: a refusal takes back what
// was written, and a folder the user made stays, empty.
TEST(CorpusFolderExport, FromADamagedDatabaseIsRefusedAndLeavesNoFile)
{
    QTemporaryDir dir;
    const QString path = repeatedQuotesChangedBy(dir, "UPDATE accounts SET quote = 'not said' WHERE id = 2");
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    const Status s = exportCorpusFolder(*db.value(), dir.filePath(QStringLiteral("f")));
    ASSERT_FALSE(s.ok());
    EXPECT_TRUE(s.error().contains(QStringLiteral("cannot use"))) << s.error().toStdString();
    EXPECT_TRUE(s.error().contains(QStringLiteral("its quote is not what source"))) << s.error().toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("f"))));

    const QString made = dir.filePath(QStringLiteral("made"));
    ASSERT_TRUE(QDir().mkpath(made));
    ASSERT_FALSE(exportCorpusFolder(*db.value(), made).ok());
    EXPECT_TRUE(QFileInfo(made).isDir());
    EXPECT_TRUE(QDir(made).isEmpty());
}

// A database started empty (File ▸ New, `parallax source add`) has no corpus
// id or title: its export takes the file's name for both, and reads back.
TEST(CorpusFolderExport, ANewDatabaseIsNamedAfterItsFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("my notes.sqlite"));
    {
        auto db = Database::create(path);
        ASSERT_TRUE(db.ok()) << db.error().toStdString();
        SqliteRepository repo(*db.value());
        Source s;
        s.id = QStringLiteral("memoir");
        s.title = QStringLiteral("Memoir");
        s.language = QStringLiteral("en");
        s.text = QStringLiteral("On 13 April he took poison.");
        ASSERT_TRUE(repo.addSource(s).ok());
    }
    auto db = Database::open(path, Database::Access::ReadOnly);
    ASSERT_TRUE(db.ok());
    const QString a = dir.filePath(QStringLiteral("a")), b = dir.filePath(QStringLiteral("b"));
    const Status s = exportCorpusFolder(*db.value(), a);
    ASSERT_TRUE(s.ok()) << s.error().toStdString();
    const LoadedCorpus loaded = loadCorpusFolder(a);
    ASSERT_TRUE(loaded.ok()) << dump(loaded.problems);
    EXPECT_EQ(loaded.corpus.id, QStringLiteral("my notes"));
    EXPECT_EQ(loaded.corpus.title, QStringLiteral("my notes"));
    ASSERT_TRUE(exportCorpusFolder(throughDatabase(loaded.corpus), b).ok());
    EXPECT_EQ(filesOf(a), filesOf(b));
}
