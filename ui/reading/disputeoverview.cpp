#include "disputeoverview.h"

#include <ui/corpusmodel.h>
#include <ui/focusframe.h>
#include <ui/tables/conflictspanel.h>

#include <QEvent>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <utility>

namespace parallax::ui {

namespace {

enum Column { EventColumn, DateColumn, WorstColumn, CountColumn, VerdictColumn };

// Rows as tall as their wrapped verdict at the column's width (a tree view
// measures rows without their column's width, so it would not wrap them).
class WrappingDelegate final : public QStyledItemDelegate
{
public:
    WrappingDelegate(QTreeView *view, int column)
        : QStyledItemDelegate(view)
        , m_view(view)
        , m_column(column)
    { }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        if (index.column() != m_column)
            return size;
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const int width = std::max(40, m_view->columnWidth(m_column) - 8);
        const QRect text = opt.fontMetrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, opt.text);
        size.setHeight(std::max(size.height(), text.height() + 4));
        return size;
    }

private:
    QTreeView *m_view;
    int m_column;
};

} // namespace

DisputeOverview::DisputeOverview(CorpusModel *model, ConflictsModel *conflicts, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_conflicts(conflicts)
{
    setObjectName(QStringLiteral("disputeOverview"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("disputeSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_list = new QTreeWidget(this);
    showFocusFrame(m_list); // with no row current, Tab showed nothing on it
    m_list->setObjectName(QStringLiteral("mostDisputed"));
    m_list->setAccessibleName(tr("Most disputed events"));
    m_list->setRootIsDecorated(false);
    // What the sources say is a sentence or two: wrapped, never cut short.
    m_list->setUniformRowHeights(false);
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setHeaderLabels(
        {tr("Most disputed events"), tr("Record"), tr("Worst"), tr("Count"), tr("What the sources say")});
    m_list->headerItem()->setToolTip(CountColumn, tr("How many disagreements the event has"));
    QHeaderView *header = m_list->header();
    header->setStretchLastSection(true);
    header->setSectionResizeMode(QHeaderView::Interactive);
    m_list->setItemDelegate(new WrappingDelegate(m_list, VerdictColumn));
    m_list->viewport()->installEventFilter(this);
    // A wider or narrower column wraps the verdicts into other heights.
    connect(header, &QHeaderView::sectionResized, m_list, [this](int column) {
        if (column == VerdictColumn)
            m_list->doItemsLayout();
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    // One click opens the event in Compare, as in the conflicts table.
    auto choose = [this](QTreeWidgetItem *item) {
        if (item)
            m_model->selectEvent(item->data(EventColumn, Qt::UserRole).toInt());
    };
    connect(m_list, &QTreeWidget::itemClicked, this, choose);
    connect(m_list, &QTreeWidget::itemActivated, this, choose);
    connect(m_conflicts, &QAbstractItemModel::modelReset, this, &DisputeOverview::refresh);
    // An edit replaces the conflicts of the events it touched row by row:
    // read again once the edit is shown (edits in a burst, once).
    auto *later = new QTimer(this);
    later->setSingleShot(true);
    later->setInterval(400);
    connect(later, &QTimer::timeout, this, [this] {
        if (isVisible())
            refresh();
        else
            m_stale = true; // read when it comes into sight
    });
    // (Rows the table fetches as it scrolls are no change.)
    connect(m_conflicts, &ConflictsModel::conflictsEdited, later, qOverload<>(&QTimer::start));
    connect(m_conflicts, &ConflictsModel::loadingChanged, this, &DisputeOverview::refresh);
    connect(m_model, &CorpusModel::loadingChanged, this, &DisputeOverview::refresh);
    connect(m_model, &CorpusModel::displayLanguageChanged, this, &DisputeOverview::refresh);
    refresh();
}

void DisputeOverview::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_stale, false))
        refresh();
}

QString DisputeOverview::summaryText() const
{
    return m_summary->text();
}

void DisputeOverview::refresh()
{
    if (!isVisible()) {
        // An event is selected, or Compare is not in sight (after an edit
        // or with a filter, a million conflicts are counted on the window's
        // thread): read when shown.
        m_stale = true;
        return;
    }
    m_stale = false;
    m_list->clear();
    // While the events are still being read there is nothing to count yet
    // (an empty corpus "agrees"): say what is happening, not a verdict.
    if (m_model->isLoading()) {
        m_summary->setText(tr("Reading the events; where the sources disagree follows…"));
        m_list->hide();
        return;
    }
    if (m_conflicts->isLoading()) {
        m_summary->setText(tr("Finding where the sources disagree…"));
        m_list->hide();
        return;
    }
    const Corpus &corpus = m_model->corpus();
    // Unfiltered, the conflicts' worker counted them (a large corpus).
    const DisputeSummary *counted = m_model->filter().isEmpty() ? m_conflicts->summary() : nullptr;
    static const std::vector<char> kAll;
    const DisputeSummary summary = counted
        ? *counted
        : summarizeDisputes(corpus, m_conflicts->conflicts(), m_model->filter().isEmpty() ? kAll : m_model->included());
    const std::array<int, 5> &bySeverity = summary.bySeverity;
    const int total = summary.total;
    const std::vector<DisputedEvent> &top = summary.top;
    if (total == 0) {
        // A new database said the sources agree: it has none yet.
        m_summary->setText(corpus.events.isEmpty()
                ? tr("No events yet. Add a text (Source ▸ Add Source…), select a passage of it in the Source "
                     "reader and cite it for an event (Source ▸ Cite for Event…).")
                : tr("The sources agree on the date of every event shown."));
        m_list->hide();
        return;
    }
    QStringList counts;
    const std::array<QString, 5> kinds {tr("%Ln about the order of telling", nullptr, bySeverity[0]),
        tr("%Ln minor", nullptr, bySeverity[1]), tr("%Ln moderate", nullptr, bySeverity[2]),
        tr("%Ln major", nullptr, bySeverity[3]), tr("%Ln severe", nullptr, bySeverity[4])};
    for (int s = int(Severity::Severe); s >= int(Severity::Note); --s)
        if (bySeverity[std::size_t(s)] > 0)
            counts << kinds[std::size_t(s)];
    m_summary->setText(tr("Where the sources disagree with each other or with the record: %1 (%2). Click an event "
                          "below to compare what each source says.")
                           .arg(QLocale().toString(total))
                           .arg(counts.join(tr(", "))));
    const QString language = m_model->displayLanguage();
    for (const DisputedEvent &d : top) {
        const Event &e = corpus.events[d.event];
        const QString says = verdict(corpus, e);
        auto *item = new QTreeWidgetItem(m_list,
            {pickName(e.titles, language), e.date.toDisplayString(), severityWords(d.worst),
                QString::number(d.conflicts), says});
        item->setData(EventColumn, Qt::UserRole, d.event);
        item->setToolTip(VerdictColumn, says);
        item->setToolTip(EventColumn, pickName(e.titles, language));
        item->setTextAlignment(CountColumn, Qt::AlignRight | Qt::AlignVCenter);
    }
    m_list->show();
    fitColumns();
    // Rows measured as they came in, before the columns were fitted, kept
    // those heights: after an edit (a source renamed) the first verdict stood
    // in a row five lines tall.
    m_list->doItemsLayout();
}

// The short columns as wide as their contents, the event's and the record's
// up to a share of the width: what the sources say keeps at least 40 % of
// it (at 1280x720 it had a sliver, and a row ran ten lines).
void DisputeOverview::fitColumns()
{
    const int width = m_list->viewport()->width();
    for (int c : {EventColumn, DateColumn, WorstColumn, CountColumn})
        m_list->resizeColumnToContents(c);
    m_list->setColumnWidth(EventColumn, std::min({m_list->columnWidth(EventColumn), 320, width * 24 / 100}));
    m_list->setColumnWidth(DateColumn, std::min(m_list->columnWidth(DateColumn), width * 15 / 100));
}

bool DisputeOverview::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list->viewport() && event->type() == QEvent::Resize && m_list->isVisible())
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

} // namespace parallax::ui
