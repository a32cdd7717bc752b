#include "parallelreader.h"

#include <core/conflicts.h>
#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/fonts.h>
#include <ui/reading/parallelmodel.h>

#include <QComboBox>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace parallax::ui {

ParallelReader::ParallelReader(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
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
    // Edited events that one of the sources read tells (or told): their
    // rows show them again, or the sources are aligned again when one now
    // tells another sequence of events.
    connect(model, &CorpusModel::eventsChanged, this, [this] {
        if (!m_rowsModel->takeEdit(m_model->replacedEvents()))
            rebuild();
    });
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
    for (const Source &s : m_model->corpus().sources) {
        c->addItem(shortSourceName(s), s.id);
        c->setItemData(c->count() - 1, s.title, Qt::ToolTipRole);
    }
    // Long titles must not make the window wider than the screen.
    c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    c->setMinimumContentsLength(14);
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

namespace {

// The two sources that share the most events (indexes into the corpus's
// sources): each event adds one to every pair of sources among its accounts.
std::pair<int, int> mostSharedPair(const Corpus &c)
{
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
    return {bestA, bestB};
}

} // namespace

// Opens on the two sources that share the most events; a large corpus
// counts them on a worker thread.
void ParallelReader::fillPickers()
{
    qDeleteAll(m_pickers);
    m_pickers.clear();
    addPicker(0);
    addPicker(1);
    const Corpus &c = m_model->corpus();
    if (!worksInBackground(c)) {
        showPair(mostSharedPair(c));
        return;
    }
    const int generation = ++m_generation;
    runInBackground(
        this, [corpus = c] { return mostSharedPair(corpus); },
        [this, generation](std::pair<int, int> pair) {
            if (generation == m_generation)
                showPair(pair);
        });
}

void ParallelReader::showPair(std::pair<int, int> pair)
{
    if (m_model->corpus().sources.size() > 1) {
        m_pickers[0]->setCurrentIndex(pair.first);
        m_pickers[1]->setCurrentIndex(pair.second);
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

// The sources picked, aligned: a large corpus on a worker thread (the
// result is dropped when the sources or the corpus changed meanwhile).
void ParallelReader::rebuild()
{
    const int generation = ++m_generation;
    const Corpus &c = m_model->corpus();
    const QStringList ids = sources();
    const int n = int(ids.size());
    m_remove->setEnabled(n > 2);
    m_add->setEnabled(n < c.sources.size());
    QStringList headers;
    QList<QFont> fonts;
    for (int k = 0; k < n; ++k) {
        headers << m_pickers[k]->currentText();
        const Source *src = m_model->source(ids[k]);
        fonts << fontForLanguage(src ? src->language : QString(), font());
    }
    if (!worksInBackground(c)) {
        showAlignment(ParallelModel::align(c, ids), headers, fonts);
        return;
    }
    runInBackground(
        this, [corpus = c, ids] { return ParallelModel::align(corpus, ids); },
        [this, generation, headers, fonts](ParallelModel::Alignment alignment) {
            if (generation == m_generation)
                showAlignment(std::move(alignment), headers, fonts);
        });
}

void ParallelReader::showAlignment(
    ParallelModel::Alignment alignment, const QStringList &headers, const QList<QFont> &fonts)
{
    // Rows fit their text when there are few; beyond that every row is
    // three lines high (the full text is in the tooltip), since fitting
    // them all would lay out every cell of the table. The rows come in at a
    // fixed height: fitting them as they arrive would lay out all of them
    // (a million events: seconds).
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_rowsModel->take(std::move(alignment), headers, fonts);
    // Rows fitted to their text read every row's words: not where a large
    // corpus reads them as they are shown.
    const bool few = m_rowsModel->rowCount() <= 2000 && !m_model->wordsLeftOut();
    for (int col = 0; col < m_rowsModel->columnCount(); ++col) {
        const bool gutter = col % 2 == 1;
        m_table->horizontalHeader()->setSectionResizeMode(col, gutter ? QHeaderView::Fixed : QHeaderView::Stretch);
        if (gutter)
            m_table->setColumnWidth(col, 30);
    }
    if (few)
        m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    else
        m_table->verticalHeader()->setDefaultSectionSize(int(QFontMetricsF(m_table->font()).lineSpacing() * 3 + 8));
    markSelection();
}

} // namespace parallax::ui
