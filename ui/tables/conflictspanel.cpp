#include "conflictspanel.h"

#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/plaintooltip.h>
#include <ui/tables/rowtable.h>

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>
#include <utility>

namespace parallax::ui {

ConflictsModel::ConflictsModel(CorpusModel *model, QObject *parent)
    : QAbstractTableModel(parent)
    , m_model(model)
{
    connect(model, &CorpusModel::corpusChanged, this, &ConflictsModel::reload);
    connect(model, &CorpusModel::eventsChanged, this, &ConflictsModel::reloadAfterEdit);
    connect(model, &CorpusModel::filterChanged, this, &ConflictsModel::refilter);
    reload();
}

QString conflictKindWords(ConflictKind k)
{
    switch (k) {
    case ConflictKind::BetweenSources:
        return ConflictsModel::tr("Sources disagree");
    case ConflictKind::WithRecord:
        return ConflictsModel::tr("Differs from the record");
    case ConflictKind::WithinSource:
        return ConflictsModel::tr("A source contradicts itself");
    case ConflictKind::SourceOrder:
        return ConflictsModel::tr("Told out of order");
    }
    return {};
}

QString severityWords(Severity s)
{
    switch (s) {
    case Severity::Note:
        return ConflictsModel::tr("Note");
    case Severity::Minor:
        return ConflictsModel::tr("Minor");
    case Severity::Moderate:
        return ConflictsModel::tr("Moderate");
    case Severity::Major:
        return ConflictsModel::tr("Major");
    case Severity::Severe:
        return ConflictsModel::tr("Severe");
    }
    return {};
}

// Edits come one after another: while a worker runs (each holds a copy of
// the corpus) the next one starts when it is done, not one per edit.
void ConflictsModel::reloadAfterEdit()
{
    if (m_loading && worksInBackground(m_model->corpus())) {
        m_again = true;
        return;
    }
    reload();
}

void ConflictsModel::reload()
{
    m_again = false;
    const int generation = ++m_generation;
    if (!worksInBackground(m_model->corpus())) {
        setConflicts(detectConflicts(m_model->corpus()));
        if (std::exchange(m_loading, false))
            emit loadingChanged(false);
        return;
    }
    // A large corpus: the table stays empty until a worker has found them
    // (the corpus's lists are shared with the copy, not copied).
    setConflicts({});
    m_loading = true;
    emit loadingChanged(true);
    runInBackground(
        this, [corpus = m_model->corpus()] { return detectConflicts(corpus); },
        [this, generation](QList<Conflict> found) {
            if (generation != m_generation)
                return;
            if (std::exchange(m_again, false)) {
                reload(); // the corpus changed while they were found
                return;
            }
            setConflicts(std::move(found));
            m_loading = false;
            emit loadingChanged(false);
        });
}

// detectConflicts() lists the most severe first; showIncluded() applies the
// filter and the chosen order.
void ConflictsModel::setConflicts(QList<Conflict> conflicts)
{
    beginResetModel();
    m_conflicts = std::move(conflicts);
    showIncluded();
    endResetModel();
}

void ConflictsModel::refilter()
{
    beginResetModel();
    showIncluded();
    endResetModel();
}

// The conflicts of the events the filter lets through, in the current order.
void ConflictsModel::showIncluded()
{
    m_shown.clear();
    const bool all = m_model->filter().isEmpty();
    for (qsizetype i = 0; i < m_conflicts.size(); ++i)
        if (all || m_conflicts[i].event < 0 || m_model->isIncluded(m_conflicts[i].event))
            m_shown.push_back(i);
    order(m_sortColumn, m_sortOrder);
}

void ConflictsModel::order(int column, Qt::SortOrder order)
{
    m_order = m_shown;
    // m_shown is in detectConflicts() order, most severe first: the default
    // order needs no sort (a million conflicts took a GUI-thread sort).
    if (column < 0 || (column == SeverityColumn && order == Qt::DescendingOrder))
        return;
    const QList<Conflict> &list = std::as_const(m_conflicts);
    auto sortBy = [&](auto key) {
        std::stable_sort(m_order.begin(), m_order.end(),
            [&](qsizetype a, qsizetype b) { return order == Qt::AscendingOrder ? key(a) < key(b) : key(b) < key(a); });
    };
    switch (column) {
    case SeverityColumn:
        sortBy([&](qsizetype i) { return int(list[i].severity); });
        break;
    case KindColumn:
        sortBy([&](qsizetype i) { return int(list[i].kind); });
        break;
    case GapColumn:
        sortBy([&](qsizetype i) { return list[i].gap; });
        break;
    default: {
        // By the text shown, each read once.
        std::vector<QString> texts(std::size_t(m_conflicts.size()));
        for (qsizetype i : m_shown)
            texts[std::size_t(i)] = displayText(list[i], column);
        sortBy([&](qsizetype i) -> const QString & { return texts[std::size_t(i)]; });
        break;
    }
    }
}

void ConflictsModel::sort(int column, Qt::SortOrder sortOrder)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<qsizetype> conflictOf;
    for (const QModelIndex &i : before)
        conflictOf.push_back(m_order[std::size_t(i.row())]);
    m_sortColumn = column;
    m_sortOrder = sortOrder;
    order(column, sortOrder);
    std::vector<int> rowOf(std::size_t(m_conflicts.size()), -1);
    for (std::size_t r = 0; r < m_order.size(); ++r)
        rowOf[std::size_t(m_order[r])] = int(r);
    QModelIndexList after;
    for (qsizetype k = 0; k < before.size(); ++k)
        after << index(rowOf[std::size_t(conflictOf[std::size_t(k)])], before[k].column());
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int ConflictsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

int ConflictsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ConflictsModel::displayText(const Conflict &c, int column) const
{
    switch (column) {
    case SeverityColumn:
        return severityWords(c.severity);
    case KindColumn:
        return conflictKindWords(c.kind);
    case EventColumn:
        return c.event >= 0 ? pickName(m_model->corpus().events[c.event].titles, m_model->displayLanguage())
                            : c.eventId;
    case SourcesColumn: {
        QStringList names;
        for (const QString &id : c.sources) {
            const Source *s = m_model->source(id);
            names << (s ? shortSourceName(*s) : sourceLabel(id));
        }
        return names.join(QStringLiteral(" / "));
    }
    case GapColumn:
        return c.gap > 0 ? describeGap(c.gap) : QString();
    case ExplanationColumn:
        return c.explanation;
    default:
        break;
    }
    return {};
}

QVariant ConflictsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Conflict &c = at(index.row());
    if (role == EventRole)
        return c.event;
    if (role == SortRole) {
        switch (index.column()) {
        case SeverityColumn:
            return int(c.severity);
        case GapColumn:
            return qint64(c.gap);
        default:
            break;
        }
        return displayText(c, index.column());
    }
    if (role == Qt::ForegroundRole && index.column() == SeverityColumn && c.severity >= Severity::Major)
        return QColor(0xc6, 0x3b, 0x25);
    if (role == Qt::ToolTipRole)
        return plainToolTip(c.explanation);
    if (role != Qt::DisplayRole)
        return {};
    return displayText(c, index.column());
}

QVariant ConflictsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case KindColumn:
        return tr("Kind");
    case EventColumn:
        return tr("Event");
    case SourcesColumn:
        return tr("Sources");
    case GapColumn:
        return tr("Gap");
    case ExplanationColumn:
        return tr("What differs");
    default:
        break;
    }
    return {};
}

ConflictsPanel::ConflictsPanel(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_table(new ConflictsModel(model, this))
{
    setObjectName(QStringLiteral("conflictsPanel"));
    m_view = newRowTable(m_table, QStringLiteral("conflictsTable"), tr("Conflicts between the accounts"), this);
    m_view->sortByColumn(ConflictsModel::SeverityColumn, Qt::DescendingOrder);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_view->resizeColumnsToContents();
    m_view->setColumnWidth(ConflictsModel::EventColumn, 240);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    // One click, Enter, or moving with the keys selects the row's event.
    auto select = [this](const QModelIndex &index) {
        if (index.isValid())
            m_model->selectEvent(index.data(ConflictsModel::EventRole).toInt());
    };
    connect(m_view, &QTableView::activated, this, select);
    connect(m_view, &QTableView::clicked, this, select);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this, select](const QModelIndex &current) {
            if (m_view->hasFocus())
                select(current);
        });
}

} // namespace parallax::ui
