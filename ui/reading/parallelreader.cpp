#include "parallelreader.h"

#include <ui/corpusmodel.h>
#include <ui/fonts.h>

#include <core/alignment.h>
#include <core/conflicts.h>

#include <QComboBox>
#include <QFontMetricsF>
#include <QToolButton>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QAbstractTableModel>
#include <QTableView>
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

// The aligned rows, read by the view as it paints: a pair of sources citing a
// hundred thousand events each makes as many rows, none built ahead.
class ParallelModel final : public QAbstractTableModel
{
public:
    ParallelModel(CorpusModel *model, QObject *parent) : QAbstractTableModel(parent), m_model(model) {}

    void reset(QList<QList<Told>> told, std::vector<std::vector<int>> rows, QList<QFont> fonts)
    {
        beginResetModel();
        m_told = std::move(told);
        m_rows = std::move(rows);
        m_fonts = std::move(fonts);
        m_events.assign(m_rows.size(), -1);
        for (std::size_t r = 0; r < m_rows.size(); ++r)
            for (int k = 0; k < int(m_told.size()) && m_events[r] < 0; ++k)
                if (m_rows[r][std::size_t(k)] >= 0)
                    m_events[r] = m_told[k][m_rows[r][std::size_t(k)]].event;
        endResetModel();
    }
    int sourceCount() const { return int(m_told.size()); }
    int eventAt(int row) const { return row >= 0 && row < int(m_events.size()) ? m_events[std::size_t(row)] : -1; }
    int rowOf(int event) const
    {
        const auto it = std::find(m_events.begin(), m_events.end(), event);
        return it == m_events.end() ? -1 : int(it - m_events.begin());
    }
    void setSelected(int event, const QColor &mark)
    {
        m_mark = mark;
        const int before = rowOf(m_selected);
        m_selected = event;
        for (const int row : {before, rowOf(event)})
            if (row >= 0)
                emit dataChanged(index(row, 0), index(row, columnCount() - 1), {Qt::BackgroundRole});
    }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : std::max(0, 2 * sourceCount() - 1);
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid())
            return {};
        const auto &row = m_rows[std::size_t(index.row())];
        const int k = index.column() / 2;
        if (role == Qt::BackgroundRole) {
            if (m_selected < 0 || m_events[std::size_t(index.row())] != m_selected)
                return {};
            return QBrush(m_mark);
        }
        if (index.column() % 2 == 0) {
            const int at = row[std::size_t(k)];
            if (at < 0)
                return {};
            const Told &t = m_told[k][at];
            if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
                return cellText(m_model->corpus().events[t.event], *t.account);
            if (role == Qt::FontRole && k < m_fonts.size())
                return m_fonts[k];
            return {};
        }
        // The gutter between sources k and k + 1.
        const int at = row[std::size_t(k)], next = row[std::size_t(k) + 1];
        if (at < 0 || next < 0)
            return {};
        const HistoricalDate &da = m_told[k][at].account->claimedDate;
        const HistoricalDate &db = m_told[k + 1][next].account->claimedDate;
        const bool disagree = da.isValid() && db.isValid() && !effectiveSpan(da).overlaps(effectiveSpan(db));
        switch (role) {
        case Qt::DisplayRole:
            return disagree ? QStringLiteral("≠") : QStringLiteral("═");
        case Qt::ForegroundRole:
            return disagree ? QColor(0xc6, 0x3b, 0x25) : QColor(0x3c, 0x8d, 0x5a);
        case Qt::ToolTipRole:
            return disagree ? ParallelReader::tr("The two sources date this event differently")
                            : ParallelReader::tr("Both sources tell this event");
        case Qt::TextAlignmentRole:
            return int(Qt::AlignCenter);
        default:
            return {};
        }
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section % 2 == 1)
            return {};
        return m_headers.value(section / 2);
    }
    void setHeaders(QStringList headers) { m_headers = std::move(headers); }

private:
    CorpusModel *m_model;
    QList<QList<Told>> m_told;
    std::vector<std::vector<int>> m_rows;
    std::vector<int> m_events;
    QList<QFont> m_fonts;
    QStringList m_headers;
    int m_selected = -1;
    QColor m_mark;
};

ParallelReader::ParallelReader(CorpusModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("parallelReader"));
    m_table = new QTableView(this);
    m_rowsModel = new ParallelModel(model, this);
    m_table->setModel(m_rowsModel);
    m_table->setObjectName(QStringLiteral("parallelTable"));
    m_table->setAccessibleName(tr("Parallel reading"));
    // The selected event is marked by a quiet row colour, not a selection
    // block that would hide the text.
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::StrongFocus);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();

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
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (const int event = eventAtRow(index.row()); event >= 0)
            m_model->selectEvent(event);
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
    const int selected = m_model->selectedEvent();
    QColor mark = palette().color(QPalette::Highlight);
    mark.setAlphaF(0.18f);
    m_rowsModel->setSelected(selected, mark);
    const int row = m_rowsModel->rowOf(selected);
    if (row >= 0)
        m_table->scrollTo(m_rowsModel->index(row, 0), QAbstractItemView::PositionAtCenter);
}

void ParallelReader::fillPickers()
{
    qDeleteAll(m_pickers);
    m_pickers.clear();
    const Corpus &c = m_model->corpus();
    addPicker(0);
    addPicker(1);
    // Open on the two sources that share the most events: each event adds
    // one to every pair of sources among its accounts.
    const int S = int(c.sources.size());
    QHash<QString, int> sourceIndex;
    for (int i = 0; i < S; ++i)
        sourceIndex.insert(c.sources[i].id, i);
    std::vector<int> shared(std::size_t(S) * std::size_t(std::max(S, 1)), 0);
    QList<int> citing;
    for (const Event &e : c.events) {
        citing.clear();
        for (const Account &acc : e.accounts) {
            const int i = sourceIndex.value(acc.sourceId, -1);
            if (i >= 0 && !citing.contains(i))
                citing << i;
        }
        for (int x = 0; x < citing.size(); ++x)
            for (int y = 0; y < citing.size(); ++y)
                if (citing[x] < citing[y])
                    ++shared[std::size_t(citing[x]) * std::size_t(S) + std::size_t(citing[y])];
    }
    int bestA = 0, bestB = 1, bestShared = -1;
    for (int i = 0; i < S; ++i)
        for (int j = i + 1; j < S; ++j)
            if (shared[std::size_t(i) * std::size_t(S) + std::size_t(j)] > bestShared) {
                bestShared = shared[std::size_t(i) * std::size_t(S) + std::size_t(j)];
                bestA = i;
                bestB = j;
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
    return m_rowsModel->eventAt(row);
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
    auto rows = alignMany(seqs);
    QStringList headers;
    QList<QFont> fonts;
    for (int k = 0; k < n; ++k) {
        headers << m_pickers[k]->currentText();
        const Source *src = m_model->source(ids[k]);
        fonts << fontForLanguage(src ? src->language : QString(), font());
    }
    const bool few = rows.size() <= 2000;
    m_rowsModel->setHeaders(headers);
    m_rowsModel->reset(std::move(told), std::move(rows), fonts);
    for (int col = 0; col < m_rowsModel->columnCount(); ++col) {
        const bool gutter = col % 2 == 1;
        m_table->horizontalHeader()->setSectionResizeMode(col, gutter ? QHeaderView::Fixed : QHeaderView::Stretch);
        if (gutter)
            m_table->setColumnWidth(col, 30);
    }
    // Rows fit their text when there are few; beyond that every row is
    // three lines high (the full text is in the tooltip), since fitting
    // them all would lay out every cell of the table.
    if (few) {
        m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    } else {
        m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        m_table->verticalHeader()->setDefaultSectionSize(int(QFontMetricsF(m_table->font()).lineSpacing() * 3 + 8));
    }
    markSelection();
}

} // namespace parallax::ui
