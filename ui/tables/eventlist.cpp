#include "eventlist.h"

#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/fonts.h>
#include <ui/plaintooltip.h>
#include <ui/tables/rowtable.h>

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace parallax::ui {

EventListModel::EventListModel(CorpusModel *model, QObject *parent)
    : QAbstractTableModel(parent)
    , m_model(model)
{
    connect(model, &CorpusModel::corpusChanged, this, &EventListModel::reload);
    connect(model, &CorpusModel::filterChanged, this, &EventListModel::reload);
    connect(model, &CorpusModel::eventsChanged, this, &EventListModel::updateEvents);
    connect(model, &CorpusModel::displayLanguageChanged, this, [this] {
        if (!m_rows.empty())
            emit dataChanged(index(0, TitleColumn), index(int(m_rows.size()) - 1, PlaceColumn));
    });
    reload();
}

// The included events in event order, then sorted. A large corpus's rows
// are listed by a worker (at a million events, 30 ms of the window's thread
// when the corpus arrived): the list is empty until they come, never rows
// of an older corpus or filter.
void EventListModel::reload()
{
    ++m_generation; // a sort under way is of older rows
    const int reload = ++m_reloads;
    if (!worksInBackground(m_model->corpus())) {
        takeRows(rowsOf(m_model->included(), std::size_t(m_model->includedCount())));
        return;
    }
    if (!m_rows.empty() || !m_rowOf.empty()) {
        beginResetModel();
        m_rows.clear();
        m_rowOf.clear();
        endResetModel();
    }
    m_listing = true;
    // Not behind the window's long jobs (the conflicts' seconds at 1M).
    runInBackground(
        this, openingPool(),
        [included = m_model->included(), count = std::size_t(m_model->includedCount())] {
            return rowsOf(included, count);
        },
        [this, reload](Rows rows) {
            if (reload == m_reloads)
                takeRows(std::move(rows));
        });
}

EventListModel::Rows EventListModel::rowsOf(const std::vector<char> &included, std::size_t count)
{
    Rows r;
    r.rows.reserve(count); // a million rows, not copied as they grow
    for (int i = 0; i < int(included.size()); ++i)
        if (included[std::size_t(i)])
            r.rows.push_back(i);
    r.rowOf.assign(included.size(), -1);
    for (std::size_t row = 0; row < r.rows.size(); ++row)
        r.rowOf[std::size_t(r.rows[row])] = int(row);
    return r;
}

void EventListModel::takeRows(Rows rows)
{
    m_listing = false;
    beginResetModel();
    m_rows = std::move(rows.rows);
    m_rowOf = std::move(rows.rowOf);
    endResetModel();
    sort(m_sortColumn, m_sortOrder);
}

// Edited events keep their rows (the order is not sorted again); one that
// a filter now shows or hides reloads the list.
void EventListModel::updateEvents(const QList<int> &indexes)
{
    if (m_listing) { // listed from the filter as it was: listed again
        reload();
        return;
    }
    for (int e : indexes)
        if ((rowOf(e) >= 0) != m_model->isIncluded(e)) {
            reload();
            return;
        }
    for (int e : indexes)
        if (const int row = rowOf(e); row >= 0)
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

namespace {

// What sorting the rows reads, copied so that a worker thread can read it.
struct SortInput
{
    Corpus corpus;
    std::vector<char> disputed;
    QHash<QString, QString> placeNames; // by id, in the display language
    QString language;
    int column;
    Qt::SortOrder order;
};

// Keys computed once per row, then one stable sort of the rows.
template <typename Key> void sortBy(std::vector<int> &rows, const SortInput &in, Key key)
{
    using K = decltype(key(0));
    std::vector<K> keys(std::size_t(in.corpus.events.size()));
    for (int e : rows)
        keys[std::size_t(e)] = key(e);
    const bool up = in.order == Qt::AscendingOrder;
    std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
        return up ? keys[std::size_t(a)] < keys[std::size_t(b)] : keys[std::size_t(b)] < keys[std::size_t(a)];
    });
}

std::vector<int> sortedRows(std::vector<int> rows, const SortInput &in)
{
    const auto &events = in.corpus.events;
    switch (in.column) {
    case EventListModel::TitleColumn:
        sortBy(rows, in, [&](int e) { return pickName(events[e].titles, in.language).toLower(); });
        break;
    case EventListModel::PlaceColumn:
        sortBy(rows, in, [&](int e) { return in.placeNames.value(events[e].placeId); });
        break;
    case EventListModel::AccountsColumn:
        sortBy(rows, in, [&](int e) { return int(events[e].accounts.size()); });
        break;
    case EventListModel::ConflictColumn:
        sortBy(rows, in, [&](int e) { return int(in.disputed[std::size_t(e)]); });
        break;
    case EventListModel::DateColumn:
    default:
        sortBy(rows, in, [&](int e) { return events[e].date.span().start; });
        break;
    }
    return rows;
}

} // namespace

// A large corpus's rows are sorted on a worker thread; the list keeps its
// order until they arrive (an older sort is dropped).
void EventListModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = column;
    m_sortOrder = order;
    const int generation = ++m_generation;
    const Corpus &c = m_model->corpus();
    SortInput in {c, m_model->disputed(), {}, m_model->displayLanguage(), column, order};
    for (const Place &p : c.places)
        in.placeNames.insert(p.id, pickName(p.names, in.language));
    if (!worksInBackground(c)) {
        takeOrder(sortedRows(m_rows, in));
        return;
    }
    runInBackground(
        this, [rows = m_rows, in = std::move(in)]() mutable { return sortedRows(std::move(rows), in); },
        [this, generation](std::vector<int> rows) {
            if (generation == m_generation)
                takeOrder(std::move(rows));
        });
}

// The same rows in a new order: a saved index (a selection, the current
// row) follows its event.
void EventListModel::takeOrder(std::vector<int> rows)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<int> eventOf;
    eventOf.reserve(std::size_t(before.size()));
    for (const QModelIndex &i : before)
        eventOf.push_back(eventAt(i.row()));
    m_rows = std::move(rows);
    m_rowOf.assign(std::size_t(m_model->corpus().events.size()), -1);
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        m_rowOf[std::size_t(m_rows[r])] = int(r);
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype k = 0; k < before.size(); ++k) {
        const int row = rowOf(eventOf[std::size_t(k)]);
        after << (row < 0 ? QModelIndex() : index(row, before[k].column()));
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int EventListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EventListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int EventListModel::eventAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)] : -1;
}

int EventListModel::rowOf(int event) const
{
    return event >= 0 && std::size_t(event) < m_rowOf.size() ? m_rowOf[std::size_t(event)] : -1;
}

QVariant EventListModel::data(const QModelIndex &index, int role) const
{
    const int e = eventAt(index.row());
    if (e < 0)
        return {};
    const Event &ev = m_model->corpus().events[e];
    if (role == EventRole)
        return e;
    const bool disputed = m_model->disputed()[std::size_t(e)];
    if (role == Qt::ForegroundRole && disputed && index.column() == ConflictColumn)
        return QColor(0xc6, 0x3b, 0x25);
    if (role == Qt::TextAlignmentRole && index.column() == AccountsColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == TitleColumn)
        return plainToolTip(ev.summaryEn());
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case DateColumn:
        return ev.date.toDisplayString();
    case TitleColumn:
        return pickName(ev.titles, m_model->displayLanguage());
    case PlaceColumn: {
        const Place *p = m_model->place(ev.placeId);
        return p ? pickName(p->names, m_model->displayLanguage()) : QString();
    }
    case AccountsColumn:
        return int(ev.accounts.size());
    case ConflictColumn:
        return disputed ? QStringLiteral("⚠") : QString();
    default:
        break;
    }
    return {};
}

QVariant EventListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case DateColumn:
        return tr("Date");
    case TitleColumn:
        return tr("Event");
    case PlaceColumn:
        return tr("Place");
    case AccountsColumn:
        return tr("Accounts");
    case ConflictColumn:
        return tr("Disputed");
    default:
        break;
    }
    return {};
}

EventList::EventList(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_table(new EventListModel(model, this))
{
    setObjectName(QStringLiteral("eventList"));
    m_view = newRowTable(m_table, QStringLiteral("eventTable"), tr("Events"), this);
    m_view->horizontalHeader()->setSortIndicator(EventListModel::DateColumn, Qt::AscendingOrder);
    // Wide enough for a long range in this locale ("30 September 1814 – 31 December 1815").
    m_view->setFont(fontForLanguage(QStringLiteral("zh"), font()));
    const QString longDate = HistoricalDate::parse(QStringLiteral("1814-09-30/1815-12-31")).value().toDisplayString();
    const QString dayDate = HistoricalDate::parse(QStringLiteral("1814-09-30")).value().toDisplayString();
    m_dateWidth = std::max(170, m_view->fontMetrics().horizontalAdvance(longDate) + 16);
    m_dateLeast = std::min(m_dateWidth, m_view->fontMetrics().horizontalAdvance(dayDate) + 16);
    m_view->setColumnWidth(EventListModel::DateColumn, m_dateWidth);
    m_view->setColumnWidth(EventListModel::PlaceColumn, m_placeWidth);
    // The counts as wide as their headings, no wider: at 1280x720 the
    // default 100 px each left the events' titles a 15 px column.
    for (const int c : {int(EventListModel::AccountsColumn), int(EventListModel::ConflictColumn)}) {
        const QString heading = m_table->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        m_view->setColumnWidth(c, m_view->horizontalHeader()->fontMetrics().horizontalAdvance(heading) + 30);
    }
    // The titles take the width the other columns leave, and never less
    // than a readable 240 px: a narrow dock scrolls to the counts instead
    // (a stretched column was squeezed to 15 px at 1280x720).
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->viewport()->installEventFilter(this);
    m_count = new QLabel(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_count);
    layout->addWidget(m_view, 1);

    auto updateCount = [this] {
        m_count->setText((m_model->corpus().events.size() == 1
                ? tr("%1 of 1 event")
                : tr("%1 of %Ln events", nullptr, int(m_model->corpus().events.size())))
                             .arg(QLocale().toString(m_table->rowCount())));
    };
    connect(m_table, &QAbstractItemModel::modelReset, this, updateCount);
    updateCount();
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &cur) {
        if (!m_syncing && cur.isValid())
            m_model->selectEvent(m_table->eventAt(cur.row()));
    });
    const auto showSelected = [this](int event) {
        const int row = m_table->rowOf(event);
        m_syncing = true;
        showChosenRow(m_view, row);
        m_syncing = false;
    };
    connect(model, &CorpusModel::selectionChanged, this, showSelected);
    // Rows listed by a worker come after the event was chosen.
    connect(m_table, &QAbstractItemModel::modelReset, this, [this, showSelected] {
        if (m_table->rowCount() > 0)
            showSelected(m_model->selectedEvent());
    });
}

bool EventList::eventFilter(QObject *watched, QEvent *e)
{
    if (watched == m_view->viewport() && e->type() == QEvent::Resize)
        fitTitleColumn();
    return QWidget::eventFilter(watched, e);
}

// The titles take the room the other columns leave. Where that is under
// kMinimumTitleWidth, the dates and then the places give up width first,
// down to what a day's date and a short name need; only then does the
// table scroll (at 1280x720 a long range's width cut "Disputed" to "Disp…").
void EventList::fitTitleColumn()
{
    const bool dateFitted = m_fitted.first < 0 || m_view->columnWidth(EventListModel::DateColumn) == m_fitted.first;
    const bool placeFitted
        = m_fitted.second < 0 || m_view->columnWidth(EventListModel::PlaceColumn) == m_fitted.second;
    int date = dateFitted ? m_dateWidth : m_view->columnWidth(EventListModel::DateColumn);
    int place = placeFitted ? m_placeWidth : m_view->columnWidth(EventListModel::PlaceColumn);
    const int counts
        = m_view->columnWidth(EventListModel::AccountsColumn) + m_view->columnWidth(EventListModel::ConflictColumn);
    int room = m_view->viewport()->width() - counts - date - place;
    auto giveUp = [&](int &width, int least, bool may) {
        const int given = may ? std::clamp(kMinimumTitleWidth - room, 0, width - least) : 0;
        width -= given;
        room += given;
    };
    giveUp(date, m_dateLeast, dateFitted);
    giveUp(place, m_placeLeast, placeFitted);
    m_view->setColumnWidth(EventListModel::DateColumn, date);
    m_view->setColumnWidth(EventListModel::PlaceColumn, place);
    m_fitted = {date, place};
    m_view->setColumnWidth(EventListModel::TitleColumn, std::max(kMinimumTitleWidth, room));
}

} // namespace parallax::ui
