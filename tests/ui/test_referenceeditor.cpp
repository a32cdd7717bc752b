// Edit ▸ Places, People, Eras, Route: each table passes Qt's model tester
// (Fatal) while it is edited; every change is done, undone and redone through
// the EditSession and shows in the corpus the views draw (the map's data for
// places and legs, the eras the timeline paints); bad input and deleting what
// is still used are refused and change nothing. A place's coordinates can be
// picked by clicking the map.
#include "../qtprint.h"
#include "modeltestutil.h"

#include <db/sqliterepository.h>
#include <ui/corpusmodel.h>
#include <ui/editing/editcommands.h>
#include <ui/editing/editingui.h>
#include <ui/editing/editsession.h>
#include <ui/editing/referencecommands.h>
#include <ui/editing/referenceeditor.h>
#include <ui/editing/referencemodels.h>
#include <ui/editing/undofocus.h>
#include <ui/mainwindow.h>
#include <ui/map/mapwidget.h>

#include <gtest/gtest.h>

#include <QApplication>
#include <QDialogButtonBox>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace parallax;
using namespace parallax::ui;

namespace {

Place place(const char *id, const char *name, double lat, double lon)
{
    Place p;
    p.id = QLatin1String(id);
    p.names.insert(QStringLiteral("en"), QString::fromUtf8(name));
    p.lat = lat;
    p.lon = lon;
    return p;
}

// A database with three places (Paris used by an event and a leg), a person
// in that event, an era holding it, and one route leg.
struct Reference
{
    QTemporaryDir dir;
    CorpusModel model;
    EditSession session {&model};

    Reference()
    {
        EXPECT_TRUE(session.create(dir.filePath(QStringLiteral("r.parallax"))).ok());
        db::Repository *r = session.repository();
        for (const Place &p : {place("paris", "Paris", 48.857, 2.352),
                 place("fontainebleau", "Fontainebleau", 48.404, 2.70), place("elba", "Elba", 42.78, 10.28)})
            EXPECT_TRUE(r->addPlace(p).ok());
        Person n;
        n.id = QStringLiteral("napoleon");
        n.names.insert(QStringLiteral("en"), QStringLiteral("Napoleon"));
        EXPECT_TRUE(r->addPerson(n).ok());
        Era era;
        era.id = QStringLiteral("first-empire");
        era.names.insert(QStringLiteral("en"), QStringLiteral("First Empire"));
        era.date = HistoricalDate::parse(QStringLiteral("1804/1814")).value();
        EXPECT_TRUE(r->addEra(era).ok());
        Event e;
        e.id = QStringLiteral("abdication");
        e.titles.insert(QStringLiteral("en"), QStringLiteral("Abdication"));
        e.date = HistoricalDate::parse(QStringLiteral("1814-04-06")).value();
        e.placeId = QStringLiteral("fontainebleau");
        e.setPersonIds({QStringLiteral("napoleon")});
        e.eraId = QStringLiteral("first-empire");
        EXPECT_TRUE(r->addEvent(e).ok());
        RouteLeg leg;
        leg.seq = 1;
        leg.fromPlaceId = QStringLiteral("paris");
        leg.toPlaceId = QStringLiteral("fontainebleau");
        leg.depart = HistoricalDate::parse(QStringLiteral("1814-03-30")).value();
        leg.arrive = HistoricalDate::parse(QStringLiteral("1814-03-31")).value();
        EXPECT_TRUE(r->setRouteLeg(leg).ok());
        session.undoStack()->clear();
    }
    QUndoStack *undo() const { return session.undoStack(); }
    const Corpus &corpus() const { return model.corpus(); }
    const Era *era(const QString &id) const
    {
        for (const Era &e : corpus().eras)
            if (e.id == id)
                return &e;
        return nullptr;
    }
};

QModelIndex cell(const ReferenceModel &m, const QString &id, int column)
{
    return m.index(m.rowOf(id), column);
}

} // namespace

TEST(ReferenceModels, PassTheModelTesterWhileEdited)
{
    Reference r;
    PlaceTableModel places(&r.session);
    PersonTableModel people(&r.session);
    EraTableModel eras(&r.session);
    RouteTableModel route(&r.session);
    QAbstractItemModelTester t1(&places, testutil::kFatal), t2(&people, testutil::kFatal), t3(&eras, testutil::kFatal),
        t4(&route, testutil::kFatal);
    EXPECT_EQ(places.rowCount(), 3);
    EXPECT_EQ(people.rowCount(), 1);
    EXPECT_EQ(eras.rowCount(), 1);
    EXPECT_EQ(route.rowCount(), 1);
    EXPECT_EQ(places.data(cell(places, QStringLiteral("fontainebleau"), PlaceTableModel::Uses), Qt::DisplayRole), 2);
    EXPECT_FALSE(places.addPlace(QStringLiteral("Moscow"), 55.75, 37.62).isEmpty());
    EXPECT_FALSE(people.addPerson(QStringLiteral("Bertrand")).isEmpty());
    EXPECT_FALSE(eras.addEra(QStringLiteral("Hundred Days"), QStringLiteral("1815-03-20"), QStringLiteral("1815-07-08"))
                     .isEmpty());
    EXPECT_TRUE(route.addLeg(QStringLiteral("fontainebleau"), QStringLiteral("elba"), QStringLiteral("1814-04-20"),
        QStringLiteral("1814-05-04")));
    EXPECT_TRUE(route.moveLeg(1, -1));
    EXPECT_TRUE(places.setData(
        cell(places, QStringLiteral("elba"), PlaceTableModel::NameZh), QStringLiteral("厄尔巴岛"), Qt::EditRole));
    for (int i = 0; i < 6; ++i)
        r.undo()->undo();
    EXPECT_EQ(places.rowCount(), 3);
    EXPECT_EQ(route.rowCount(), 1);
    for (int i = 0; i < 6; ++i)
        r.undo()->redo();
    EXPECT_EQ(places.rowCount(), 4);
    EXPECT_EQ(route.rowCount(), 2);
}

TEST(ReferenceModels, PlaceAddRenameMoveDeleteDoUndoRedo)
{
    Reference r;
    PlaceTableModel m(&r.session);
    const QString id = m.addPlace(QStringLiteral("St Helena"), -15.96, -5.70);
    ASSERT_EQ(id, QStringLiteral("st-helena"));
    ASSERT_NE(r.model.place(id), nullptr);
    r.undo()->undo();
    EXPECT_EQ(r.model.place(id), nullptr);
    EXPECT_FALSE(r.session.repository()->place(id).ok());
    r.undo()->redo();
    ASSERT_NE(r.model.place(id), nullptr);
    EXPECT_DOUBLE_EQ(r.model.place(id)->lat, -15.96);

    // Names per language: add a Chinese one, remove it again by emptying it.
    ASSERT_TRUE(m.setData(cell(m, id, PlaceTableModel::NameZh), QStringLiteral("圣赫勒拿岛"), Qt::EditRole));
    EXPECT_EQ(r.model.place(id)->names.value(QStringLiteral("zh")), QStringLiteral("圣赫勒拿岛"));
    EXPECT_EQ(m.data(cell(m, id, PlaceTableModel::NameZh), Qt::DisplayRole), QStringLiteral("圣赫勒拿岛"));
    r.undo()->undo();
    EXPECT_FALSE(r.model.place(id)->names.contains(QStringLiteral("zh")));
    r.undo()->redo();
    EXPECT_EQ(r.session.repository()->place(id)->names.value(QStringLiteral("zh")), QStringLiteral("圣赫勒拿岛"));

    // Coordinates typed in the table.
    ASSERT_TRUE(m.setData(cell(m, id, PlaceTableModel::Longitude), QStringLiteral("-5.72"), Qt::EditRole));
    EXPECT_DOUBLE_EQ(r.model.place(id)->lon, -5.72);
    r.undo()->undo();
    EXPECT_DOUBLE_EQ(r.model.place(id)->lon, -5.70);
    r.undo()->redo();
    EXPECT_DOUBLE_EQ(r.session.repository()->place(id)->lon, -5.72);

    // Deleted, and back.
    ASSERT_TRUE(m.removeAt(m.rowOf(id)));
    EXPECT_EQ(r.model.place(id), nullptr);
    r.undo()->undo();
    ASSERT_NE(r.model.place(id), nullptr);
    EXPECT_EQ(r.model.place(id)->names.value(QStringLiteral("zh")), QStringLiteral("圣赫勒拿岛"));
    r.undo()->redo();
    EXPECT_EQ(r.model.place(id), nullptr);
}

TEST(ReferenceModels, BadPlaceInputAndDeletingAUsedPlaceAreRefused)
{
    Reference r;
    PlaceTableModel m(&r.session);
    QStringList reasons;
    QObject::connect(&m, &ReferenceModel::refused, [&](const QString &why) { reasons << why; });
    const int steps = r.undo()->count();
    EXPECT_FALSE(
        m.setData(cell(m, QStringLiteral("elba"), PlaceTableModel::Latitude), QStringLiteral("north"), Qt::EditRole));
    EXPECT_FALSE(
        m.setData(cell(m, QStringLiteral("elba"), PlaceTableModel::Latitude), QStringLiteral("95"), Qt::EditRole));
    EXPECT_FALSE(
        m.setData(cell(m, QStringLiteral("elba"), PlaceTableModel::Longitude), QStringLiteral("181"), Qt::EditRole));
    // The only name emptied: a place needs a name.
    EXPECT_FALSE(m.setData(cell(m, QStringLiteral("elba"), PlaceTableModel::NameEn), QString(), Qt::EditRole));
    EXPECT_TRUE(m.addPlace(QStringLiteral("  ")).isEmpty());
    // Fontainebleau has an event and a leg; Paris a leg.
    EXPECT_FALSE(m.removeAt(m.rowOf(QStringLiteral("fontainebleau"))));
    EXPECT_FALSE(m.removeAt(m.rowOf(QStringLiteral("paris"))));
    EXPECT_TRUE(m.lastError().contains(QLatin1String("paris"))) << m.lastError().toStdString();
    EXPECT_EQ(reasons.size(), 7);
    EXPECT_EQ(r.undo()->count(), steps);
    EXPECT_DOUBLE_EQ(r.model.place(QStringLiteral("elba"))->lat, 42.78);
    EXPECT_EQ(r.model.place(QStringLiteral("elba"))->names.value(QStringLiteral("en")), QStringLiteral("Elba"));
    EXPECT_EQ(r.corpus().places.size(), 3);
}

TEST(ReferenceModels, PersonAddRenameDeleteAndRefusal)
{
    Reference r;
    PersonTableModel m(&r.session);
    const QString id = m.addPerson(QStringLiteral("Bertrand"));
    ASSERT_FALSE(id.isEmpty());
    ASSERT_TRUE(m.setData(cell(m, id, PersonTableModel::NameDa), QStringLiteral("Bertrand (da)"), Qt::EditRole));
    EXPECT_EQ(r.session.repository()->person(id)->names.value(QStringLiteral("da")), QStringLiteral("Bertrand (da)"));
    r.undo()->undo();
    EXPECT_FALSE(r.session.repository()->person(id)->names.contains(QStringLiteral("da")));
    r.undo()->undo();
    EXPECT_EQ(m.rowOf(id), -1);
    r.undo()->redo();
    r.undo()->redo();
    EXPECT_EQ(m.data(cell(m, id, PersonTableModel::NameDa), Qt::DisplayRole), QStringLiteral("Bertrand (da)"));
    EXPECT_TRUE(m.removeAt(m.rowOf(id)));
    EXPECT_EQ(m.rowOf(id), -1);
    r.undo()->undo();
    EXPECT_NE(m.rowOf(id), -1);
    // Napoleon takes part in the abdication. The refusal changes nothing,
    // not even what could be redone (the deletion undone above).
    const int steps = r.undo()->count();
    ASSERT_TRUE(r.undo()->canRedo());
    EXPECT_FALSE(m.removeAt(m.rowOf(QStringLiteral("napoleon"))));
    EXPECT_EQ(r.undo()->count(), steps);
    EXPECT_TRUE(r.undo()->canRedo());
    EXPECT_NE(m.rowOf(QStringLiteral("napoleon")), -1);
}

// Eras are named in Danish as places and people are: the editor had English
// and Chinese columns only, so a Danish window's era bands could not be
// named in its language. A name typed in a Danish window is taken as Danish.
TEST(ReferenceModels, AnEraIsNamedInDanish)
{
    Reference r;
    EraTableModel m(&r.session);
    const QString id = QStringLiteral("first-empire");
    EXPECT_EQ(m.headerData(EraTableModel::NameDa, Qt::Horizontal, Qt::DisplayRole), QStringLiteral("Danish name"));
    ASSERT_TRUE(m.setData(cell(m, id, EraTableModel::NameDa), QStringLiteral("Det første kejserrige"), Qt::EditRole));
    EXPECT_EQ(
        r.session.repository()->era(id)->names.value(QStringLiteral("da")), QStringLiteral("Det første kejserrige"));
    EXPECT_EQ(m.data(cell(m, id, EraTableModel::NameDa), Qt::DisplayRole), QStringLiteral("Det første kejserrige"));
    EXPECT_EQ(m.data(cell(m, id, EraTableModel::Start), Qt::DisplayRole), QStringLiteral("1804"));
    r.undo()->undo();
    EXPECT_FALSE(r.session.repository()->era(id)->names.contains(QStringLiteral("da")));

    r.model.setDisplayLanguage(QStringLiteral("da"));
    const QString added
        = m.addEra(QStringLiteral("De hundrede dage"), QStringLiteral("1815-03-20"), QStringLiteral("1815-07-08"));
    ASSERT_FALSE(added.isEmpty()) << m.lastError().toStdString();
    EXPECT_EQ(
        r.session.repository()->era(added)->names.value(QStringLiteral("da")), QStringLiteral("De hundrede dage"));
    EXPECT_EQ(m.data(cell(m, added, EraTableModel::NameDa), Qt::DisplayRole), QStringLiteral("De hundrede dage"));
}

TEST(ReferenceModels, EraNameAndDatesCheckedAsEdtfAndShownToTheTimeline)
{
    Reference r;
    EraTableModel m(&r.session);
    const QString id = QStringLiteral("first-empire");
    EXPECT_EQ(m.data(cell(m, id, EraTableModel::Start), Qt::DisplayRole), QStringLiteral("1804"));
    EXPECT_EQ(m.data(cell(m, id, EraTableModel::End), Qt::DisplayRole), QStringLiteral("1814"));
    ASSERT_TRUE(m.setData(cell(m, id, EraTableModel::End), QStringLiteral("1814-04-06"), Qt::EditRole));
    EXPECT_EQ(r.era(id)->date.toEdtf(), QStringLiteral("1804/1814-04-06"));
    ASSERT_TRUE(m.setData(cell(m, id, EraTableModel::NameZh), QStringLiteral("法兰西第一帝国"), Qt::EditRole));
    r.undo()->undo();
    r.undo()->undo();
    EXPECT_EQ(r.era(id)->date.toEdtf(), QStringLiteral("1804/1814"));
    EXPECT_FALSE(r.era(id)->names.contains(QStringLiteral("zh")));
    r.undo()->redo();
    r.undo()->redo();
    EXPECT_EQ(r.era(id)->names.value(QStringLiteral("zh")), QStringLiteral("法兰西第一帝国"));
    EXPECT_EQ(r.session.repository()->era(id)->date.toEdtf(), QStringLiteral("1804/1814-04-06"));

    // Refused: not EDTF, a month 13, an end before the start, no date at all.
    const int steps = r.undo()->count();
    EXPECT_FALSE(m.setData(cell(m, id, EraTableModel::Start), QStringLiteral("spring"), Qt::EditRole));
    EXPECT_FALSE(m.setData(cell(m, id, EraTableModel::End), QStringLiteral("1814-13"), Qt::EditRole));
    EXPECT_FALSE(m.setData(cell(m, id, EraTableModel::Start), QStringLiteral("1820"), Qt::EditRole));
    EXPECT_TRUE(m.addEra(QStringLiteral("Nothing"), QString(), QString()).isEmpty());
    EXPECT_TRUE(m.addEra(QString(), QStringLiteral("1815"), QString()).isEmpty());
    EXPECT_EQ(r.undo()->count(), steps);
    EXPECT_EQ(r.era(id)->date.toEdtf(), QStringLiteral("1804/1814-04-06"));

    // Added, deleted, and an era that holds an event is kept.
    const QString hundred
        = m.addEra(QStringLiteral("Hundred Days"), QStringLiteral("1815-03-20"), QStringLiteral("1815-07-08"));
    ASSERT_EQ(hundred, QStringLiteral("hundred-days"));
    EXPECT_EQ(r.corpus().eras.size(), 2);
    EXPECT_TRUE(m.removeAt(m.rowOf(hundred)));
    EXPECT_EQ(r.corpus().eras.size(), 1);
    r.undo()->undo();
    EXPECT_NE(r.era(hundred), nullptr);
    EXPECT_FALSE(m.removeAt(m.rowOf(id)));
}

TEST(ReferenceModels, RouteLegsAddEditReorderDeleteDoUndoRedo)
{
    Reference r;
    MapCanvas map(&r.model);
    RouteTableModel m(&r.session);
    ASSERT_TRUE(m.addLeg(QStringLiteral("fontainebleau"), QStringLiteral("elba"), QStringLiteral("1814-04-20"),
        QStringLiteral("1814-05-04")));
    ASSERT_EQ(r.corpus().route.size(), 2);
    EXPECT_EQ(map.data().legPaths.size(), 2u); // the map drew it
    EXPECT_EQ(r.corpus().route[1].toPlaceId, QStringLiteral("elba"));
    ASSERT_TRUE(m.setData(m.index(1, RouteTableModel::Mode), QStringLiteral("sea"), Qt::EditRole));
    ASSERT_TRUE(m.setData(m.index(1, RouteTableModel::Arrive), QStringLiteral("1814-05-03"), Qt::EditRole));
    EXPECT_EQ(r.corpus().route[1].arrive.toEdtf(), QStringLiteral("1814-05-03"));
    EXPECT_EQ(r.corpus().route[1].mode, TravelMode::Sea);
    // Reordered: the legs swap their numbers.
    ASSERT_TRUE(m.moveLeg(1, -1));
    EXPECT_EQ(r.corpus().route[0].toPlaceId, QStringLiteral("elba"));
    EXPECT_EQ(r.corpus().route[1].toPlaceId, QStringLiteral("fontainebleau"));
    r.undo()->undo();
    EXPECT_EQ(r.corpus().route[0].toPlaceId, QStringLiteral("fontainebleau"));
    r.undo()->redo();
    EXPECT_EQ(r.corpus().route[0].toPlaceId, QStringLiteral("elba"));
    ASSERT_TRUE(m.removeAt(0));
    EXPECT_EQ(r.corpus().route.size(), 1);
    EXPECT_EQ(map.data().legPaths.size(), 1u);
    for (int i = 0; i < 5; ++i)
        r.undo()->undo();
    ASSERT_EQ(r.corpus().route.size(), 1);
    EXPECT_EQ(r.corpus().route[0].toPlaceId, QStringLiteral("fontainebleau"));
    for (int i = 0; i < 5; ++i)
        r.undo()->redo();
    ASSERT_EQ(r.corpus().route.size(), 1);
    EXPECT_EQ(r.corpus().route[0].toPlaceId, QStringLiteral("fontainebleau"));
    EXPECT_EQ(r.corpus().route[0].seq, 2);
}

TEST(ReferenceModels, BadRouteInputIsRefused)
{
    Reference r;
    RouteTableModel m(&r.session);
    const int steps = r.undo()->count();
    EXPECT_FALSE(
        m.addLeg(QStringLiteral("paris"), QStringLiteral("atlantis"), QStringLiteral("1814"), QStringLiteral("1814")));
    EXPECT_FALSE(
        m.addLeg(QStringLiteral("paris"), QStringLiteral("elba"), QStringLiteral("soon"), QStringLiteral("1814")));
    EXPECT_FALSE(m.setData(m.index(0, RouteTableModel::To), QStringLiteral("atlantis"), Qt::EditRole));
    EXPECT_FALSE(m.setData(m.index(0, RouteTableModel::Depart), QStringLiteral("1814-02-30"), Qt::EditRole));
    EXPECT_FALSE(m.setData(m.index(0, RouteTableModel::Mode), QStringLiteral("balloon"), Qt::EditRole));
    EXPECT_FALSE(m.moveLeg(0, -1));
    EXPECT_EQ(r.undo()->count(), steps);
    EXPECT_EQ(r.corpus().route.size(), 1);
    EXPECT_EQ(r.corpus().route[0].depart.toEdtf(), QStringLiteral("1814-03-30"));
}

TEST(ReferenceEditor, PickOnMapSetsThePlaceWhereTheMapIsClicked)
{
    Reference r;
    MainWindow window(&r.model);
    window.resize(1280, 720);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ReferenceEditor *editor = showReferenceEditor(&window, &r.session);
    ASSERT_NE(editor, nullptr);
    EXPECT_EQ(showReferenceEditor(&window, &r.session), editor); // one window
    QTableView *table = editor->view(ReferenceEditor::Places);
    table->setCurrentIndex(cell(*editor->places(), QStringLiteral("fontainebleau"), PlaceTableModel::NameEn));
    MapCanvas *map = window.map()->canvas();
    ASSERT_GT(map->width(), 100);
    editor->pickButton()->click();
    EXPECT_TRUE(map->isPicking());
    const QPoint click(map->width() / 3, map->height() / 2);
    const GeoPoint expected = inverseMercator(map->view().toWorld(click, map->rect()));
    const QPointF viewBefore = map->view().center;
    QTest::mouseClick(map, Qt::LeftButton, {}, click);
    EXPECT_FALSE(map->isPicking());
    EXPECT_FALSE(editor->pickButton()->isChecked());
    const Place *moved = r.model.place(QStringLiteral("fontainebleau"));
    ASSERT_NE(moved, nullptr);
    EXPECT_NEAR(moved->lat, expected.lat, 1e-9);
    EXPECT_NEAR(moved->lon, expected.lon, 1e-9);
    // The map draws it there, and kept its view.
    EXPECT_EQ(map->view().center, viewBefore);
    bool drawn = false;
    for (const auto &mark : map->data().places)
        if (r.corpus().places[mark.place].id == u"fontainebleau")
            drawn = (mark.at - mercator(expected)).manhattanLength() < 1e-9;
    EXPECT_TRUE(drawn);
    r.undo()->undo();
    EXPECT_DOUBLE_EQ(r.model.place(QStringLiteral("fontainebleau"))->lat, 48.404);
    r.undo()->redo();
    EXPECT_NEAR(r.model.place(QStringLiteral("fontainebleau"))->lat, expected.lat, 1e-9);

    // Escape cancels: nothing changes.
    const int steps = r.undo()->count();
    editor->pickButton()->click();
    QTest::keyClick(map, Qt::Key_Escape);
    EXPECT_FALSE(map->isPicking());
    QTest::mouseClick(map, Qt::LeftButton, {}, QPoint(10, 10));
    EXPECT_EQ(r.undo()->count(), steps);
    // Without a place chosen, picking is refused with a reason.
    table->setCurrentIndex({});
    editor->pickButton()->click();
    EXPECT_FALSE(map->isPicking());
    EXPECT_FALSE(editor->message()->text().isEmpty());
    editor->close();
}

// The session takes each change into the model by id: an event whose date
// changes moves to its place in time, an account moved to another event
// leaves the first, and a removed event goes; undo puts all of it back.
TEST(EditSessionUpdate, KeepsTimeOrderAndFollowsMovedAccounts)
{
    Reference r;
    Source s;
    s.id = QStringLiteral("src");
    s.title = QStringLiteral("Text");
    s.language = QStringLiteral("en");
    s.text = QStringLiteral("He signed. He left.");
    ASSERT_TRUE(r.session.push(new AddSourceCommand(r.session.repository(), s)).ok());
    Event later;
    later.id = QStringLiteral("farewell");
    later.titles.insert(QStringLiteral("en"), QStringLiteral("Farewell"));
    later.date = HistoricalDate::parse(QStringLiteral("1814-04-20")).value();
    ASSERT_TRUE(r.session.push(new AddEventCommand(r.session.repository(), later)).ok());
    Account a;
    a.sourceId = QStringLiteral("src");
    a.setQuote(QStringLiteral("He left."));
    a.start = 11;
    a.end = 19;
    auto *cite = new CiteCommand(r.session.repository(), QStringLiteral("abdication"), a);
    const QString account = cite->accountId();
    ASSERT_TRUE(r.session.push(cite).ok());
    auto ids = [&] {
        QStringList out;
        for (const Event &e : r.corpus().events)
            out << e.id;
        return out;
    };
    EXPECT_EQ(ids(), (QStringList {QStringLiteral("abdication"), QStringLiteral("farewell")}));
    // The account moves to the farewell.
    db::AccountRecord before = r.session.repository()->account(account).value();
    db::AccountRecord after = before;
    after.eventId = QStringLiteral("farewell");
    ASSERT_TRUE(r.session.push(new EditAccountCommand(r.session.repository(), before, after)).ok());
    EXPECT_TRUE(r.corpus().events[0].accounts.isEmpty());
    ASSERT_EQ(r.corpus().events[1].accounts.size(), 1);
    EXPECT_EQ(r.corpus().events[1].accounts[0].id(), account);
    // The farewell dated before the abdication moves ahead of it.
    Event earlier = r.session.repository()->event(QStringLiteral("farewell")).value();
    Event moved = earlier;
    moved.date = HistoricalDate::parse(QStringLiteral("1814-04-01")).value();
    ASSERT_TRUE(r.session.push(new EditEventCommand(r.session.repository(), earlier, moved)).ok());
    EXPECT_EQ(ids(), (QStringList {QStringLiteral("farewell"), QStringLiteral("abdication")}));
    ASSERT_TRUE(r.session.push(new RemoveEventCommand(r.session.repository(), QStringLiteral("farewell"))).ok());
    EXPECT_EQ(ids(), (QStringList {QStringLiteral("abdication")}));
    r.undo()->undo();
    EXPECT_EQ(ids(), (QStringList {QStringLiteral("farewell"), QStringLiteral("abdication")}));
    r.undo()->undo();
    EXPECT_EQ(ids(), (QStringList {QStringLiteral("abdication"), QStringLiteral("farewell")}));
    r.undo()->undo();
    EXPECT_EQ(r.corpus().events[0].accounts.size(), 1);
    EXPECT_TRUE(r.corpus().events[1].accounts.isEmpty());
    EXPECT_EQ(r.model.eventIndex(QStringLiteral("farewell")), 1);
}

// The dialog is as wide as its widest table where the screen has room: at
// 760 px the Eras' start and end and the Route's arrival were cut even on a
// 1920-pixel screen (walkthrough). On a small screen it keeps within it.
TEST(ReferenceEditor, IsAsWideAsItsTablesWhereTheScreenHasRoom)
{
    Reference r;
    ReferenceEditor editor(&r.session, nullptr);
    int widestTable = 0;
    for (const auto tab :
        {ReferenceEditor::Places, ReferenceEditor::People, ReferenceEditor::Eras, ReferenceEditor::Route}) {
        const QTableView *view = editor.view(tab);
        int columns = 0;
        for (int c = 0; c < view->model()->columnCount(); ++c)
            columns += view->columnWidth(c);
        widestTable = std::max(widestTable, columns);
    }
    EXPECT_GT(editor.tablesWidth(), widestTable);
    const QSize wide = ReferenceEditor::sizeFor(editor.tablesWidth(), QRect(0, 0, 1920, 1040));
    EXPECT_GE(wide.width(), editor.tablesWidth());
    EXPECT_GE(wide.height(), 420);
    const QSize small = ReferenceEditor::sizeFor(editor.tablesWidth(), QRect(0, 0, 1280, 690));
    EXPECT_LE(small.width(), 1280 * 9 / 10);
    EXPECT_LE(small.height(), 690 - 120);
    EXPECT_EQ(ReferenceEditor::sizeFor(300, QRect(0, 0, 1920, 1040)).width(), 760) << "never narrower than before";
    // The bundled corpus's Eras (four names and two dates) need about 1,000 px.
    EXPECT_EQ(ReferenceEditor::sizeFor(1000, QRect(0, 0, 1920, 1040)).width(), 1000);
}

// The editor has a Close button (only Esc closed it).
TEST(ReferenceEditor, HasACloseButtonThatClosesIt)
{
    Reference r;
    ReferenceEditor editor(&r.session, nullptr);
    editor.show();
    auto *buttons = editor.findChild<QDialogButtonBox *>();
    ASSERT_NE(buttons, nullptr);
    QPushButton *close = buttons->button(QDialogButtonBox::Close);
    ASSERT_NE(close, nullptr);
    close->click();
    EXPECT_FALSE(editor.isVisible());
}

TEST(ReferenceEditor, AddPlaceAsksForItsNameAndMakesItsIdFromIt)
{
    Reference r;
    ReferenceEditor editor(&r.session, nullptr);
    QPushButton *add = nullptr;
    for (QPushButton *b : editor.findChildren<QPushButton *>())
        if (b->text() == u"Add Place")
            add = b;
    ASSERT_NE(add, nullptr);
    bool asked = false;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        asked = true;
        dialog->setTextValue(QStringLiteral("Moscow"));
        dialog->accept();
    });
    add->click();
    EXPECT_TRUE(asked);
    ASSERT_NE(r.model.place(QStringLiteral("moscow")), nullptr);
    EXPECT_EQ(
        editor.view(ReferenceEditor::Places)->currentIndex().row(), editor.places()->rowOf(QStringLiteral("moscow")));
    EXPECT_FALSE(editor.pickButton()->isEnabled()); // no map to pick on
}

namespace {

// The tab shown and the id of the row selected in its table.
std::pair<int, QString> selectedRow(ReferenceEditor &editor)
{
    const int tab = editor.findChild<QTabWidget *>()->currentIndex();
    QTableView *table = editor.view(ReferenceEditor::Tab(tab));
    const auto *model = static_cast<const ReferenceModel *>(table->model());
    const QModelIndex current = table->currentIndex();
    if (!current.isValid() || !table->selectionModel()->isRowSelected(current.row(), {}))
        return {tab, QString()};
    return {tab, model->idAt(current.row())};
}

} // namespace

// Issue 13: an undo or a redo selects the row it changed in the reference
// tables, on its tab, as it selects the event it changed elsewhere.
TEST(ReferenceEditor, UndoAndRedoSelectTheRowTheyChanged)
{
    Reference r;
    ReferenceEditor editor(&r.session, nullptr);
    UndoFocus focus(&r.session, nullptr);
    QObject::connect(&focus, &UndoFocus::referenceFocused, &editor, &ReferenceEditor::showRow);
    PlaceTableModel *places = editor.places();
    auto elsewhere = [&] { // the user looks at another row, on another tab
        editor.showTab(ReferenceEditor::Places);
        editor.view(ReferenceEditor::Places)->setCurrentIndex(cell(*places, QStringLiteral("paris"), 1));
        editor.showTab(ReferenceEditor::People);
    };
    ASSERT_TRUE(places->setData(
        cell(*places, QStringLiteral("elba"), PlaceTableModel::NameZh), QStringLiteral("厄尔巴岛"), Qt::EditRole));
    elsewhere();
    r.undo()->undo();
    EXPECT_EQ(selectedRow(editor), std::pair(int(ReferenceEditor::Places), QStringLiteral("elba")));
    elsewhere();
    r.undo()->redo();
    EXPECT_EQ(selectedRow(editor), std::pair(int(ReferenceEditor::Places), QStringLiteral("elba")));

    // A new person: undoing it leaves the tab as it is (the row is gone); redoing selects it.
    const QString bertrand = editor.people()->addPerson(QStringLiteral("Bertrand"));
    ASSERT_FALSE(bertrand.isEmpty());
    elsewhere();
    r.undo()->undo();
    EXPECT_EQ(selectedRow(editor).first, int(ReferenceEditor::People));
    EXPECT_EQ(editor.people()->rowOf(bertrand), -1);
    elsewhere();
    r.undo()->redo();
    EXPECT_EQ(selectedRow(editor), std::pair(int(ReferenceEditor::People), bertrand));

    // An era renamed; a route leg's mode changed.
    ASSERT_TRUE(editor.eras()->setData(cell(*editor.eras(), QStringLiteral("first-empire"), EraTableModel::NameZh),
        QStringLiteral("第一帝国"), Qt::EditRole));
    elsewhere();
    r.undo()->undo();
    EXPECT_EQ(selectedRow(editor), std::pair(int(ReferenceEditor::Eras), QStringLiteral("first-empire")));
    ASSERT_TRUE(
        editor.route()->setData(editor.route()->index(0, RouteTableModel::Mode), QStringLiteral("sea"), Qt::EditRole));
    elsewhere();
    r.undo()->undo();
    EXPECT_EQ(selectedRow(editor), std::pair(int(ReferenceEditor::Route), QStringLiteral("1")));
    elsewhere();
    r.undo()->redo();
    EXPECT_EQ(selectedRow(editor), std::pair(int(ReferenceEditor::Route), QStringLiteral("1")));
}

// The window's editor is wired to the window's undo focus.
TEST(ReferenceEditor, TheWindowsEditorFollowsUndoAndRedo)
{
    Reference r;
    MainWindow window(&r.model);
    EditingUi editing(&window, &r.session);
    ReferenceEditor *editor = showReferenceEditor(&window, &r.session, ReferenceEditor::People);
    ASSERT_TRUE(
        editor->places()->setData(cell(*editor->places(), QStringLiteral("fontainebleau"), PlaceTableModel::NameZh),
            QStringLiteral("枫丹白露"), Qt::EditRole));
    editor->showTab(ReferenceEditor::Eras);
    r.undo()->undo();
    EXPECT_EQ(selectedRow(*editor), std::pair(int(ReferenceEditor::Places), QStringLiteral("fontainebleau")));
    editor->close();
}

// The editor's columns were 100 px each at 1280x720: "The fall of Paris and
// …", "1814-04-25T…". They are as wide as what they hold (up to 320 px).
TEST(ReferenceEditor, ColumnsAreAsWideAsWhatTheyHold)
{
    Reference r;
    ReferenceEditor editor(&r.session, nullptr);
    ASSERT_TRUE(editor.eras()->setData(cell(*editor.eras(), QStringLiteral("first-empire"), EraTableModel::NameEn),
        QStringLiteral("The fall of Paris and Fontainebleau"), Qt::EditRole));
    editor.resize(1100, 600);
    editor.show();
    QApplication::processEvents();
    int long_ = 0;
    for (const ReferenceEditor::Tab tab :
        {ReferenceEditor::Places, ReferenceEditor::People, ReferenceEditor::Eras, ReferenceEditor::Route}) {
        QTableView *view = editor.view(tab);
        ASSERT_NE(view, nullptr);
        QAbstractItemModel *m = view->model();
        ASSERT_GT(m->rowCount(), 0) << tab;
        for (int c = 0; c + 1 < m->columnCount(); ++c) // the last column stretches
            for (int row = 0; row < m->rowCount(); ++row) {
                const QString text = m->index(row, c).data().toString();
                const int needs = view->fontMetrics().horizontalAdvance(text);
                if (needs < 300)
                    EXPECT_GE(view->columnWidth(c), needs) << tab << " column " << c << ": " << text.toStdString();
                long_ += needs > 100;
            }
    }
    EXPECT_GT(long_, 0) << "a name longer than a column was";
}
