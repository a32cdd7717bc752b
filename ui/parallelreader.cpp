#include "parallelreader.h"

#include "corpusmodel.h"
#include "fonts.h"

#include <core/alignment.h>
#include <core/conflicts.h>

#include <QComboBox>
#include <QToolButton>
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
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("parallelTable"));
    m_table->setAccessibleName(tr("Parallel reading"));
    // The selected event is marked by a quiet row colour, not a selection
    // block that would hide the text.
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::StrongFocus);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setFont(fontForLanguage(QStringLiteral("zh"), font()));

    m_bar = new QHBoxLayout;
    m_bar->setContentsMargins(6, 6, 6, 0);
    m_add = new QToolButton(this);
    m_add->setText(tr("+ Source"));
    m_add->setToolTip(tr("Read one more source alongside"));
    m_remove = new QToolButton(this);
    m_remove->setText(tr("− Source"));
    m_remove->setToolTip(tr("Drop the last source"));
    m_bar->addStretch(0);
    m_bar->addWidget(m_add);
    m_bar->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_bar);
    layout->addWidget(m_table, 1);

    connect(m_add, &QToolButton::clicked, this, [this] {
        QComboBox *c = addPicker(int(m_pickers.size()));
        // Offer a source not yet shown.
        for (int i = 0; i < c->count(); ++i)
            if (!sources().contains(c->itemData(i).toString())) {
                c->setCurrentIndex(i);
                break;
            }
        rebuild();
    });
    connect(m_remove, &QToolButton::clicked, this, [this] {
        if (m_pickers.size() > 2) {
            delete m_pickers.takeLast();
            rebuild();
        }
    });
    connect(model, &CorpusModel::corpusChanged, this, &ParallelReader::fillPickers);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int) {
        if (row >= 0 && row < m_rowEvents.size() && m_rowEvents[row] >= 0)
            m_model->selectEvent(m_rowEvents[row]);
    });
    connect(model, &CorpusModel::selectionChanged, this, &ParallelReader::markSelection);
    fillPickers();
}

QComboBox *ParallelReader::addPicker(int index)
{
    auto *c = new QComboBox(this);
    c->setAccessibleName(tr("Source %1").arg(index + 1));
    for (const Source &s : m_model->corpus().sources)
        c->addItem(QStringLiteral("%1 · %2").arg(sourceLabel(s.id), s.title), s.id);
    m_bar->insertWidget(index, c, 1);
    m_pickers.append(c);
    connect(c, &QComboBox::activated, this, &ParallelReader::rebuild);
    return c;
}

void ParallelReader::markSelection()
{
    QColor mark = palette().color(QPalette::Highlight);
    mark.setAlphaF(0.18f);
    const int selected = m_model->selectedEvent();
    for (int r = 0; r < m_table->rowCount(); ++r)
        for (int c = 0; c < m_table->columnCount(); ++c)
            if (QTableWidgetItem *item = m_table->item(r, c))
                item->setBackground(m_rowEvents.value(r) == selected ? QBrush(mark) : QBrush());
    const int row = int(m_rowEvents.indexOf(selected));
    if (row >= 0)
        m_table->scrollToItem(m_table->item(row, 1), QAbstractItemView::PositionAtCenter);
}

void ParallelReader::fillPickers()
{
    qDeleteAll(m_pickers);
    m_pickers.clear();
    const Corpus &c = m_model->corpus();
    addPicker(0);
    addPicker(1);
    // Open on the two sources that share the most events.
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
    if (c.sources.size() > 1) {
        m_pickers[0]->setCurrentIndex(bestA);
        m_pickers[1]->setCurrentIndex(bestB);
    }
    rebuild();
}

void ParallelReader::setSources(const QStringList &sourceIds)
{
    while (m_pickers.size() < sourceIds.size())
        addPicker(int(m_pickers.size()));
    while (m_pickers.size() > std::max<qsizetype>(2, sourceIds.size()))
        delete m_pickers.takeLast();
    for (int i = 0; i < sourceIds.size(); ++i)
        m_pickers[i]->setCurrentIndex(m_pickers[i]->findData(sourceIds[i]));
    rebuild();
}

QStringList ParallelReader::sources() const
{
    QStringList out;
    for (const QComboBox *c : m_pickers)
        out << c->currentData().toString();
    return out;
}

int ParallelReader::eventAtRow(int row) const
{
    return row >= 0 && row < m_rowEvents.size() ? m_rowEvents[row] : -1;
}

void ParallelReader::rebuild()
{
    const Corpus &c = m_model->corpus();
    const QStringList ids = sources();
    const int n = int(ids.size());
    m_remove->setEnabled(n > 2);
    m_add->setEnabled(n < c.sources.size());
    QList<QList<Told>> told;
    std::vector<std::vector<std::uint32_t>> seqs;
    for (const QString &id : ids) {
        told.append(toldBy(c, id));
        std::vector<std::uint32_t> seq;
        for (const Told &t : told.back())
            seq.push_back(std::uint32_t(t.event));
        seqs.push_back(std::move(seq));
    }
    const auto rows = alignMany(seqs);

    m_table->clear();
    m_table->setColumnCount(std::max(0, 2 * n - 1));
    QStringList headers;
    for (int k = 0; k < n; ++k) {
        headers << m_pickers[k]->currentText();
        if (k + 1 < n)
            headers << QString();
    }
    m_table->setHorizontalHeaderLabels(headers);
    for (int col = 0; col < m_table->columnCount(); ++col) {
        const bool gutter = col % 2 == 1;
        m_table->horizontalHeader()->setSectionResizeMode(col, gutter ? QHeaderView::Fixed : QHeaderView::Stretch);
        if (gutter)
            m_table->setColumnWidth(col, 30);
    }
    m_table->setRowCount(int(rows.size()));
    m_rowEvents.clear();
    const QColor red(0xc6, 0x3b, 0x25), green(0x3c, 0x8d, 0x5a);
    for (int r = 0; r < int(rows.size()); ++r) {
        const auto &row = rows[std::size_t(r)];
        int event = -1;
        for (int k = 0; k < n && event < 0; ++k)
            if (row[std::size_t(k)] >= 0)
                event = told[k][row[std::size_t(k)]].event;
        m_rowEvents.append(event);
        const Event &e = c.events[event];
        for (int k = 0; k < n; ++k) {
            const int at = row[std::size_t(k)];
            if (at >= 0) {
                auto *item = new QTableWidgetItem(cellText(e, *told[k][at].account));
                const Source *s = m_model->source(ids[k]);
                item->setFont(fontForLanguage(s ? s->language : QString(), font()));
                m_table->setItem(r, 2 * k, item);
            }
            if (k + 1 >= n)
                continue;
            auto *gutter = new QTableWidgetItem;
            gutter->setTextAlignment(Qt::AlignCenter);
            const int next = row[std::size_t(k) + 1];
            if (at >= 0 && next >= 0) {
                const HistoricalDate &da = told[k][at].account->claimedDate;
                const HistoricalDate &db = told[k + 1][next].account->claimedDate;
                const bool disagree = da.isValid() && db.isValid() && !effectiveSpan(da).overlaps(effectiveSpan(db));
                gutter->setText(disagree ? QStringLiteral("≠") : QStringLiteral("═"));
                gutter->setForeground(disagree ? red : green);
                gutter->setToolTip(disagree ? tr("The two sources date this event differently")
                                            : tr("Both sources tell this event"));
            }
            m_table->setItem(r, 2 * k + 1, gutter);
        }
    }
    markSelection();
}

} // namespace parallax::ui
