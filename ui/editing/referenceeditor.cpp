#include "referenceeditor.h"

#include "datefield.h"
#include "editcommands.h"
#include "editsession.h"
#include "referencemodels.h"
#include "sourcetitle.h"
#include "undofocus.h"

#include <ui/corpusmodel.h>
#include <ui/mainwindow.h>
#include <ui/map/mapwidget.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace parallax::ui {

namespace {

// A cell edited by choosing from a list (a leg's places, its mode): shows
// labels, writes values.
class ChoiceDelegate final : public QStyledItemDelegate
{
public:
    using Choices = std::function<QList<std::pair<QString, QString>>()>; // label, value
    ChoiceDelegate(Choices choices, QObject *parent)
        : QStyledItemDelegate(parent)
        , m_choices(std::move(choices))
    { }
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *box = new QComboBox(parent);
        for (const auto &[label, value] : m_choices())
            box->addItem(label, value);
        return box;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *box = static_cast<QComboBox *>(editor);
        box->setCurrentIndex(box->findData(index.data(Qt::EditRole)));
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        model->setData(index, static_cast<QComboBox *>(editor)->currentData(), Qt::EditRole);
    }

private:
    Choices m_choices;
};

} // namespace

ReferenceEditor::ReferenceEditor(EditSession *session, MapCanvas *map, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_map(map)
    , m_places(new PlaceTableModel(session, this))
    , m_people(new PersonTableModel(session, this))
    , m_eras(new EraTableModel(session, this))
    , m_route(new RouteTableModel(session, this))
{
    setObjectName(QStringLiteral("referenceEditor"));
    setWindowTitle(tr("Places, People, Eras and Route"));
    setModal(false);
    auto *layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(buildPlaces(), tr("&Places"));
    m_tabs->addTab(buildPeople(), tr("P&eople"));
    m_tabs->addTab(buildEras(), tr("E&ras"));
    m_tabs->addTab(buildRoute(), tr("R&oute"));
    layout->addWidget(m_tabs, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("referenceMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    // Esc closed it, and nothing on it said so.
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    for (ReferenceModel *m : std::initializer_list<ReferenceModel *> {m_places, m_people, m_eras, m_route})
        connect(m, &ReferenceModel::refused, this, [this](const QString &why) { showMessage(why, true); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { m_message->clear(); });
    if (m_map) {
        connect(m_map, &MapCanvas::pointPicked, this, [this](double lat, double lon) {
            const int row = m_places->rowOf(m_picking);
            if (!m_picking.isEmpty() && m_places->setCoordinates(row, lat, lon))
                showMessage(tr("%1 is now at %2, %3.").arg(m_picking).arg(lat, 0, 'f', 4).arg(lon, 0, 'f', 4), false);
            m_picking.clear();
        });
        connect(m_map, &MapCanvas::pickingEnded, this, [this] { m_pick->setChecked(false); });
    }
}

// Sized when first shown, once every table's columns are fitted to rows
// that are there by then; the user's own size is kept after that.
void ReferenceEditor::showEvent(QShowEvent *event)
{
    if (!m_sized) {
        m_sized = true;
        for (QTableView *view : m_views)
            view->ensurePolished();
        fitToTables();
    }
    QDialog::showEvent(event);
}

// As wide as the widest table's columns (each fitted to what it holds, up
// to 320 px), within the screen: at 760 px the Eras' start and end and the
// Route's arrival were cut even at 1920 px, and had to be scrolled to.
void ReferenceEditor::fitToTables()
{
    // What the dialog holds around a table (its margins, the tabs' frame,
    // the page's margins), as laid out at its present size.
    layout()->activate();
    const QTableView *shownView = m_views[std::max(0, m_tabs->currentIndex())];
    const int around = std::max(0, width() - shownView->width());
    const QScreen *shown = parentWidget() ? parentWidget()->screen() : screen();
    // With room for the stretched last column's header and the cells' padding,
    // which the measure above leaves out (measured: 20 to 40 px short).
    constexpr int kSlack = 48;
    resize(sizeFor(tablesWidth() + around + kSlack, shown ? shown->availableGeometry() : QRect(0, 0, 1280, 720)));
}

// Measured from the rows' own size hints (a hidden tab's view sizes its
// columns by the few rows it has laid out), as the views fit them: up to
// 320 px a column, never below its header.
int ReferenceEditor::tablesWidth() const
{
    constexpr int kWidest = 320, kRowsMeasured = 500;
    int widest = 0;
    for (const QTableView *view : m_views) {
        const QAbstractItemModel *model = view->model();
        int columns = view->frameWidth() * 2 + view->verticalScrollBar()->sizeHint().width();
        for (int c = 0; c < model->columnCount(); ++c) {
            int column = view->horizontalHeader()->sectionSizeHint(c);
            for (int r = 0; r < std::min(model->rowCount(), kRowsMeasured); ++r)
                column = std::max(column, std::min(kWidest, view->sizeHintForIndex(model->index(r, c)).width() + 1));
            columns += std::max(column, view->columnWidth(c));
        }
        widest = std::max(widest, columns);
    }
    return widest;
}

QSize ReferenceEditor::sizeFor(int wanted, const QRect &room)
{
    constexpr int kNarrowest = 760, kLowest = 420;
    return {std::clamp(wanted, kNarrowest, std::max(kNarrowest, room.width() * 9 / 10)),
        std::clamp(room.height() / 2, kLowest, std::max(kLowest, room.height() - 120))};
}

void ReferenceEditor::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(
        error ? QStringLiteral("QLabel { color: %1; }").arg(refusalColour(palette()).name()) : QString());
}

QTableView *ReferenceEditor::view(Tab tab) const
{
    return m_views[tab];
}

void ReferenceEditor::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

int ReferenceEditor::currentRow(Tab tab) const
{
    const QModelIndex i = m_views[tab]->currentIndex();
    return i.isValid() ? i.row() : -1;
}

QWidget *ReferenceEditor::tableTab(ReferenceModel *model, QTableView **view, const QList<QPushButton *> &buttons)
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    *view = new QTableView(page);
    (*view)->setModel(model);
    (*view)->setSelectionBehavior(QAbstractItemView::SelectRows);
    (*view)->setSelectionMode(QAbstractItemView::SingleSelection);
    (*view)->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    (*view)->horizontalHeader()->setStretchLastSection(true);
    (*view)->verticalHeader()->hide();
    // Columns as wide as what they hold, up to 320 px (at 100 px each, "The
    // fall of Paris and …", "1814-04-25T…" were cut); wider tables scroll
    // sideways.
    auto fit = [table = *view] {
        constexpr int kWidest = 320;
        table->resizeColumnsToContents();
        for (int c = 0; c < table->model()->columnCount(); ++c)
            table->setColumnWidth(c, std::min(table->columnWidth(c), kWidest));
    };
    connect(model, &QAbstractItemModel::modelReset, *view, fit);
    connect(model, &QAbstractItemModel::rowsInserted, *view, fit);
    connect(model, &QAbstractItemModel::dataChanged, *view, fit);
    fit();
    layout->addWidget(*view, 1);
    auto *bar = new QHBoxLayout;
    for (QPushButton *b : buttons) {
        b->setParent(page);
        bar->addWidget(b);
    }
    bar->addStretch(1);
    layout->addLayout(bar);
    return page;
}

// Scrolls to a new row and makes it the current one.
void ReferenceEditor::editNew(Tab tab, const QString &id, int column)
{
    auto *model = static_cast<ReferenceModel *>(m_views[tab]->model());
    const int row = model->rowOf(id);
    if (row < 0)
        return;
    const QModelIndex index = model->index(row, column);
    m_views[tab]->setCurrentIndex(index);
    m_views[tab]->scrollTo(index);
}

// The name of a new place, person or era, in the display language (its id
// is made from it); empty when cancelled.
QString ReferenceEditor::askName(const QString &title)
{
    return QInputDialog::getText(this, title, tr("Name:")).trimmed();
}

// A row's name as the messages give it: in the display language's column
// when it has one (the messages named the id, "place" for 利尼), else
// in English, Chinese or Danish.
QString ReferenceEditor::nameAt(Tab tab, ReferenceModel *model, int row) const
{
    const QString id = model->idAt(row);
    if (tab == Route)
        return id;
    // The names' columns (1, 2, 3: English, Chinese, Danish), the display
    // language's first.
    const QString language = m_session->model()->displayLanguage();
    QList<int> columns {1, 2, 3};
    if (const int own = int(nameLanguages().indexOf(language)) + 1; own > 1)
        columns.move(columns.indexOf(own), 0);
    for (int column : std::as_const(columns))
        if (const QString name = model->index(row, column).data().toString(); !name.isEmpty())
            return name;
    return id;
}

void ReferenceEditor::removeCurrent(Tab tab, ReferenceModel *model)
{
    const int row = currentRow(tab);
    const QString name = row >= 0 ? nameAt(tab, model, row) : QString();
    if (model->removeAt(row))
        showMessage(tr("Deleted %1 (Edit ▸ Undo brings it back).").arg(name), false);
}

QWidget *ReferenceEditor::buildPlaces()
{
    auto *add = new QPushButton(tr("Add Place"));
    auto *remove = new QPushButton(tr("Delete"));
    m_pick = new QPushButton(tr("Pick on Map"));
    m_pick->setObjectName(QStringLiteral("pickOnMap"));
    m_pick->setCheckable(true);
    m_pick->setToolTip(tr("Then click the map where the selected place is; Escape on the map cancels."));
    m_pick->setEnabled(m_map != nullptr);
    connect(add, &QPushButton::clicked, this, &ReferenceEditor::addPlace);
    connect(remove, &QPushButton::clicked, this, [this] { removeCurrent(Places, m_places); });
    connect(m_pick, &QPushButton::clicked, this, [this](bool on) {
        if (on)
            pickOnMap();
        else if (m_map)
            m_map->cancelPicking();
    });
    return tableTab(m_places, &m_views[Places], {add, remove, m_pick});
}

void ReferenceEditor::pickOnMap()
{
    const QString id = m_places->idAt(currentRow(Places));
    if (!m_map || id.isEmpty()) {
        m_pick->setChecked(false);
        showMessage(tr("Choose a place in the table first."), true);
        return;
    }
    m_picking = id;
    m_pick->setChecked(true);
    m_map->startPicking();
    showMessage(
        tr("Click the map where %1 is (Escape on the map cancels).").arg(nameAt(Places, m_places, currentRow(Places))),
        false);
}

void ReferenceEditor::addPlace()
{
    // A new place starts at the middle of what the map shows.
    double lat = 0, lon = 0;
    if (m_map) {
        const GeoPoint c = inverseMercator(m_map->view().center);
        lat = c.lat;
        lon = c.lon;
    }
    const QString name = askName(tr("Add Place"));
    if (name.isEmpty())
        return;
    const QString id = m_places->addPlace(name, lat, lon);
    const QString language = languageOfName(name, m_session->model()->displayLanguage());
    if (!id.isEmpty())
        editNew(Places, id,
            language == u"zh"       ? PlaceTableModel::NameZh
                : language == u"da" ? PlaceTableModel::NameDa
                                    : PlaceTableModel::NameEn);
}

QWidget *ReferenceEditor::buildPeople()
{
    auto *add = new QPushButton(tr("Add Person"));
    auto *remove = new QPushButton(tr("Delete"));
    connect(add, &QPushButton::clicked, this, &ReferenceEditor::addPerson);
    connect(remove, &QPushButton::clicked, this, [this] { removeCurrent(People, m_people); });
    return tableTab(m_people, &m_views[People], {add, remove});
}

void ReferenceEditor::addPerson()
{
    const QString name = askName(tr("Add Person"));
    if (name.isEmpty())
        return;
    const QString id = m_people->addPerson(name);
    const QString language = languageOfName(name, m_session->model()->displayLanguage());
    if (!id.isEmpty())
        editNew(People, id,
            language == u"zh"       ? PersonTableModel::NameZh
                : language == u"da" ? PersonTableModel::NameDa
                                    : PersonTableModel::NameEn);
}

QWidget *ReferenceEditor::buildEras()
{
    auto *add = new QPushButton(tr("Add Era"));
    auto *remove = new QPushButton(tr("Delete"));
    connect(add, &QPushButton::clicked, this, &ReferenceEditor::addEra);
    connect(remove, &QPushButton::clicked, this, [this] { removeCurrent(Eras, m_eras); });
    return tableTab(m_eras, &m_views[Eras], {add, remove});
}

void ReferenceEditor::addEra()
{
    // A new era spans the events' years, to be narrowed.
    const Corpus &c = m_session->model()->corpus();
    QString start = QStringLiteral("1800"), end = QStringLiteral("1815");
    if (!c.events.isEmpty() && c.events.first().date.isValid() && c.events.last().date.isValid()) {
        start = QString::number(c.events.first().date.start().year).rightJustified(4, u'0');
        end = QString::number(c.events.last().date.end().year).rightJustified(4, u'0');
    }
    const QString name = askName(tr("Add Era"));
    if (name.isEmpty())
        return;
    const QString id = m_eras->addEra(name, start, end);
    const QString language = languageOfName(name, m_session->model()->displayLanguage());
    if (!id.isEmpty())
        editNew(Eras, id,
            language == u"zh"       ? EraTableModel::NameZh
                : language == u"da" ? EraTableModel::NameDa
                                    : EraTableModel::NameEn);
}

QWidget *ReferenceEditor::buildRoute()
{
    auto *add = new QPushButton(tr("Add Leg"));
    auto *remove = new QPushButton(tr("Delete"));
    auto *up = new QPushButton(tr("Move Up"));
    auto *down = new QPushButton(tr("Move Down"));
    connect(add, &QPushButton::clicked, this, &ReferenceEditor::addLeg);
    connect(remove, &QPushButton::clicked, this, [this] { removeCurrent(Route, m_route); });
    for (auto [button, delta] : {std::pair {up, -1}, std::pair {down, 1}})
        connect(button, &QPushButton::clicked, this, [this, delta = delta] {
            const int row = currentRow(Route);
            if (m_route->moveLeg(row, delta))
                m_views[Route]->setCurrentIndex(m_route->index(row + delta, RouteTableModel::Order));
        });
    QWidget *page = tableTab(m_route, &m_views[Route], {add, remove, up, down});
    auto places = [this] {
        QList<std::pair<QString, QString>> out;
        for (const Place &p : m_session->model()->corpus().places)
            out.append({pickName(p.names, m_session->model()->displayLanguage()), p.id});
        return out;
    };
    auto *placeChoice = new ChoiceDelegate(places, this);
    m_views[Route]->setItemDelegateForColumn(RouteTableModel::From, placeChoice);
    m_views[Route]->setItemDelegateForColumn(RouteTableModel::To, placeChoice);
    m_views[Route]->setItemDelegateForColumn(RouteTableModel::Mode,
        new ChoiceDelegate(
            [] {
                return QList<std::pair<QString, QString>> {
                    {tr("land"), QStringLiteral("land")}, {tr("sea"), QStringLiteral("sea")}};
            },
            this));
    return page;
}

// A new leg continues the route: from where the last one arrived, on the day it arrived.
void ReferenceEditor::addLeg()
{
    const Corpus &c = m_session->model()->corpus();
    if (c.places.size() < 2) {
        showMessage(tr("A route leg joins two places: add them first."), true);
        return;
    }
    QString from = c.places.first().id, date;
    if (!c.route.isEmpty()) {
        from = c.route.last().toPlaceId;
        date = c.route.last().arrive.toEdtf();
    } else if (!c.events.isEmpty() && c.events.first().date.isValid()) {
        date = c.events.first().date.toEdtf();
    } else {
        date = QStringLiteral("1800");
    }
    const QString to = c.places.first().id == from ? c.places.at(1).id : c.places.first().id;
    if (m_route->addLeg(from, to, date, date))
        m_views[Route]->setCurrentIndex(m_route->index(m_route->rowCount() - 1, RouteTableModel::To));
}

void ReferenceEditor::showRow(int kind, const QString &id)
{
    const std::pair<Tab, ReferenceModel *> tables[]
        = {{Places, m_places}, {People, m_people}, {Eras, m_eras}, {Route, m_route}};
    if (kind < ReferenceRow::Place || kind > ReferenceRow::RouteLeg)
        return;
    const auto &[tab, model] = tables[kind - ReferenceRow::Place];
    const int row = model->rowOf(id);
    if (row < 0)
        return;
    showTab(tab);
    QTableView *table = m_views[tab];
    const QModelIndex at = model->index(row, std::max(0, table->currentIndex().column()));
    table->selectionModel()->setCurrentIndex(at, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->scrollTo(at);
}

ReferenceEditor *showReferenceEditor(MainWindow *window, EditSession *session, ReferenceEditor::Tab tab)
{
    auto *editor = window->findChild<ReferenceEditor *>(QStringLiteral("referenceEditor"));
    if (!editor) {
        editor = new ReferenceEditor(session, window->map() ? window->map()->canvas() : nullptr, window);
        // Undo and redo select the row they changed.
        if (auto *focus = window->findChild<UndoFocus *>(QStringLiteral("undoFocus")))
            QObject::connect(focus, &UndoFocus::referenceFocused, editor, &ReferenceEditor::showRow);
    }
    editor->showTab(tab);
    editor->show();
    editor->raise();
    editor->activateWindow();
    return editor;
}

} // namespace parallax::ui
