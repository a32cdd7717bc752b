#include "conflictspanel.h"

#include "corpusmodel.h"

#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

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
    endResetModel();
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
    const Conflict &c = m_conflicts[index.row()];
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
        return c.explanation;
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
    : QWidget(parent), m_model(model), m_table(new ConflictsModel(model, this)), m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(QStringLiteral("conflictsPanel"));
    m_proxy->setSourceModel(m_table);
    m_proxy->setSortRole(ConflictsModel::SortRole);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("conflictsTable"));
    m_view->setAccessibleName(tr("Conflicts between the accounts"));
    m_view->setModel(m_proxy);
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
