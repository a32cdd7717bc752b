#include "conflictspanel.h"
#include <ui/plaintooltip.h>

#include <ui/corpusmodel.h>

#include <QHeaderView>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace parallax::ui {

ConflictsModel::ConflictsModel(CorpusModel *model, QObject *parent) : QAbstractTableModel(parent), m_model(model)
{
    connect(model, &CorpusModel::corpusChanged, this, &ConflictsModel::reload);
    reload();
}

void ConflictsModel::reload()
{
    beginResetModel();
    m_conflicts = detectConflicts(m_model->corpus());
    m_order.resize(std::size_t(m_conflicts.size()));
    std::iota(m_order.begin(), m_order.end(), 0);
    endResetModel();
}

void ConflictsModel::sort(int column, Qt::SortOrder order)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<qsizetype> conflictOf;
    for (const QModelIndex &i : before)
        conflictOf.push_back(m_order[std::size_t(i.row())]);
    const QList<Conflict> &list = std::as_const(m_conflicts);
    auto sortBy = [&](auto key) {
        std::stable_sort(m_order.begin(), m_order.end(), [&](qsizetype a, qsizetype b) {
            return order == Qt::AscendingOrder ? key(list[a]) < key(list[b]) : key(list[b]) < key(list[a]);
        });
    };
    std::iota(m_order.begin(), m_order.end(), 0);
    switch (column) {
    case SeverityColumn:
        sortBy([](const Conflict &c) { return int(c.severity); });
        break;
    case KindColumn:
        sortBy([](const Conflict &c) { return int(c.kind); });
        break;
    case GapColumn:
        sortBy([](const Conflict &c) { return c.gap; });
        break;
    case EventColumn: {
        // By title in the display language, each read once.
        std::vector<QString> titles(std::size_t(m_conflicts.size()));
        for (qsizetype i = 0; i < m_conflicts.size(); ++i)
            titles[std::size_t(i)] = data(createIndex(int(i), EventColumn), Qt::DisplayRole).toString();
        // data() above read through m_order, which is the identity here.
        sortBy([&](const Conflict &c) -> const QString & { return titles[std::size_t(&c - list.constData())]; });
        break;
    }
    default: {
        std::vector<QString> texts(std::size_t(m_conflicts.size()));
        for (qsizetype i = 0; i < m_conflicts.size(); ++i)
            texts[std::size_t(i)] = data(createIndex(int(i), column), Qt::DisplayRole).toString();
        sortBy([&](const Conflict &c) -> const QString & { return texts[std::size_t(&c - list.constData())]; });
        break;
    }
    }
    std::vector<int> rowOf(m_order.size());
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
    return parent.isValid() ? 0 : int(m_conflicts.size());
}

int ConflictsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ConflictsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_conflicts.size())
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
        return data(index, Qt::DisplayRole);
    }
    if (role == Qt::ForegroundRole && index.column() == SeverityColumn && c.severity >= Severity::Major)
        return QColor(0xc6, 0x3b, 0x25);
    if (role == Qt::ToolTipRole)
        return plainToolTip(c.explanation);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case SeverityColumn:
        return severityName(c.severity);
    case KindColumn:
        return conflictKindName(c.kind);
    case EventColumn:
        return c.event >= 0 ? pickName(m_model->corpus().events[c.event].titles, m_model->displayLanguage()) : c.eventId;
    case SourcesColumn: {
        QStringList labels;
        for (const QString &s : c.sources)
            labels << sourceLabel(s);
        return labels.join(QStringLiteral(" / "));
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
    : QWidget(parent), m_model(model), m_table(new ConflictsModel(model, this))
{
    setObjectName(QStringLiteral("conflictsPanel"));
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("conflictsTable"));
    m_view->setAccessibleName(tr("Conflicts between the accounts"));
    m_view->setModel(m_table);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ConflictsModel::SeverityColumn, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_view->resizeColumnsToContents();
    m_view->setColumnWidth(ConflictsModel::EventColumn, 240);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        m_model->selectEvent(index.data(ConflictsModel::EventRole).toInt());
    });
}

} // namespace parallax::ui
