#include "parallelreader.h"

#include "corpusmodel.h"
#include "fonts.h"

#include <core/alignment.h>
#include <core/conflicts.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace parallax::ui {

namespace {

struct Told
{
    qsizetype pos;
    int event;
    const Account *account;
};

// A source's cited passages in the order the text tells them.
QList<Told> toldBy(const Corpus &c, const QString &sourceId)
{
    QList<Told> out;
    for (int i = 0; i < c.events.size(); ++i)
        for (const Account &a : c.events[i].accounts)
            if (a.sourceId == sourceId) {
                out.append({a.start, i, &a});
                break; // one row per event and source
            }
    std::sort(out.begin(), out.end(), [](const Told &a, const Told &b) { return a.pos < b.pos; });
    return out;
}

QString cellText(const Event &e, const Account &a)
{
    const QString date = a.claimedDate.isValid() ? a.claimedDate.toDisplayString() : QObject::tr("no date");
    return QStringLiteral("%1 — %2\n%3").arg(pickName(e.titles, QStringLiteral("en")), date, a.quote);
}

} // namespace

ParallelReader::ParallelReader(CorpusModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("parallelReader"));
    m_left = new QComboBox(this);
    m_left->setAccessibleName(tr("Left source"));
    m_right = new QComboBox(this);
    m_right->setAccessibleName(tr("Right source"));
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("parallelTable"));
    m_table->setAccessibleName(tr("Parallel reading"));
    m_table->setColumnCount(3);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The selected event is marked by a quiet row colour, not a selection
    // block that would hide the text.
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::StrongFocus);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->setColumnWidth(1, 34);
    m_table->setFont(fontForLanguage(QStringLiteral("zh"), font()));

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 6, 6, 0);
    bar->addWidget(m_left, 1);
    bar->addWidget(new QLabel(QStringLiteral("⟷"), this));
    bar->addWidget(m_right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);

    connect(m_left, &QComboBox::activated, this, &ParallelReader::rebuild);
    connect(m_right, &QComboBox::activated, this, &ParallelReader::rebuild);
    connect(model, &CorpusModel::corpusChanged, this, &ParallelReader::fillPickers);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (row >= 0 && row < m_rowEvents.size() && m_rowEvents[row] >= 0)
            m_model->selectEvent(m_rowEvents[row]);
    });
    connect(model, &CorpusModel::selectionChanged, this, &ParallelReader::markSelection);
    fillPickers();
}

void ParallelReader::markSelection()
{
    QColor mark = palette().color(QPalette::Highlight);
    mark.setAlphaF(0.18f);
    const int selected = m_model->selectedEvent();
    for (int r = 0; r < m_table->rowCount(); ++r)
        for (int c = 0; c < 3; ++c)
            if (QTableWidgetItem *item = m_table->item(r, c))
                item->setBackground(m_rowEvents.value(r) == selected ? QBrush(mark) : QBrush());
    const int row = int(m_rowEvents.indexOf(selected));
    if (row >= 0)
        m_table->scrollToItem(m_table->item(row, 1), QAbstractItemView::PositionAtCenter);
}

void ParallelReader::fillPickers()
{
    m_left->clear();
    m_right->clear();
    for (const Source &s : m_model->corpus().sources) {
        const QString label = QStringLiteral("%1 · %2").arg(sourceLabel(s.id), s.title);
        m_left->addItem(label, s.id);
        m_right->addItem(label, s.id);
    }
    // Open on the two sources that share the most events.
    const Corpus &c = m_model->corpus();
    int bestA = 0, bestB = 1, bestShared = -1;
    for (int i = 0; i < c.sources.size(); ++i)
        for (int j = i + 1; j < c.sources.size(); ++j) {
            int shared = 0;
            for (const Event &e : c.events) {
                bool a = false, b = false;
                for (const Account &acc : e.accounts) {
                    a = a || acc.sourceId == c.sources[i].id;
                    b = b || acc.sourceId == c.sources[j].id;
                }
                shared += a && b;
            }
            if (shared > bestShared) {
                bestShared = shared;
                bestA = i;
                bestB = j;
            }
        }
    if (m_right->count() > 1) {
        m_left->setCurrentIndex(bestA);
        m_right->setCurrentIndex(bestB);
    }
    rebuild();
}

void ParallelReader::setSources(const QString &left, const QString &right)
{
    m_left->setCurrentIndex(m_left->findData(left));
    m_right->setCurrentIndex(m_right->findData(right));
    rebuild();
}

int ParallelReader::eventAtRow(int row) const
{
    return row >= 0 && row < m_rowEvents.size() ? m_rowEvents[row] : -1;
}

void ParallelReader::rebuild()
{
    const Corpus &c = m_model->corpus();
    const QString leftId = m_left->currentData().toString();
    const QString rightId = m_right->currentData().toString();
    const QList<Told> a = toldBy(c, leftId);
    const QList<Told> b = toldBy(c, rightId);
    std::vector<std::uint32_t> sa, sb;
    for (const Told &t : a)
        sa.push_back(std::uint32_t(t.event));
    for (const Told &t : b)
        sb.push_back(std::uint32_t(t.event));
    const auto rows = alignSequences(sa, sb);

    m_table->clearContents();
    m_table->setRowCount(int(rows.size()));
    m_table->setHorizontalHeaderLabels(
        {m_left->currentText(), QString(), m_right->currentText()});
    m_rowEvents.clear();
    const Source *ls = m_model->source(leftId);
    const Source *rs = m_model->source(rightId);
    const QColor red(0xc6, 0x3b, 0x25), green(0x3c, 0x8d, 0x5a);
    for (int r = 0; r < int(rows.size()); ++r) {
        const auto [x, y] = rows[std::size_t(r)];
        const int event = x >= 0 ? a[x].event : b[y].event;
        m_rowEvents.append(event);
        const Event &e = c.events[event];
        if (x >= 0) {
            auto *item = new QTableWidgetItem(cellText(e, *a[x].account));
            item->setFont(fontForLanguage(ls ? ls->language : QString(), font()));
            m_table->setItem(r, 0, item);
        }
        if (y >= 0) {
            auto *item = new QTableWidgetItem(cellText(e, *b[y].account));
            item->setFont(fontForLanguage(rs ? rs->language : QString(), font()));
            m_table->setItem(r, 2, item);
        }
        auto *gutter = new QTableWidgetItem;
        gutter->setTextAlignment(Qt::AlignCenter);
        if (x >= 0 && y >= 0) {
            const HistoricalDate &da = a[x].account->claimedDate;
            const HistoricalDate &db = b[y].account->claimedDate;
            const bool disagree = da.isValid() && db.isValid() && !effectiveSpan(da).overlaps(effectiveSpan(db));
            gutter->setText(disagree ? QStringLiteral("≠") : QStringLiteral("═"));
            gutter->setForeground(disagree ? red : green);
            gutter->setToolTip(disagree ? tr("The two sources date this event differently")
                                        : tr("Both sources tell this event"));
        } else {
            gutter->setToolTip(tr("Only one source tells this event"));
        }
        m_table->setItem(r, 1, gutter);
    }
    markSelection();
}

} // namespace parallax::ui
