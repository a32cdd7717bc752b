#include "filterpanel.h"

#include <core/importancelabel.h>
#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/fonts.h>
#include <ui/language.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace parallax::ui {

namespace {

enum Facet { Sources, Eras, Places, People, Categories, ImportanceFacet };
constexpr int kFacetRole = Qt::UserRole + 1;
constexpr int kValueRole = Qt::UserRole + 2;

// The filter's set for a facet of names (every facet but importance).
QSet<QString> EventFilter::*namesOf(Facet facet)
{
    switch (facet) {
    case Sources:
        return &EventFilter::sources;
    case Eras:
        return &EventFilter::eras;
    case Places:
        return &EventFilter::places;
    case People:
        return &EventFilter::people;
    case Categories:
    case ImportanceFacet:
        break;
    }
    return &EventFilter::categories;
}

bool isSelected(const EventFilter &f, Facet facet, const QVariant &value)
{
    if (facet == ImportanceFacet)
        return f.importance.contains(value.toInt());
    return (f.*namesOf(facet)).contains(value.toString());
}

void select(EventFilter *f, Facet facet, const QVariant &value)
{
    if (facet == ImportanceFacet)
        f->importance.insert(value.toInt());
    else
        (f->*namesOf(facet)).insert(value.toString());
}

} // namespace

// How many events each facet value has.
struct FacetCounts
{
    QHash<QString, int> sources, eras, places, people, categories;
    QHash<int, int> importance;
};

namespace {

// A value's count up or down; a value no event has any more is gone, as
// from a fresh count.
template <typename Key> void add(QHash<Key, int> &counts, const Key &key, int sign)
{
    auto it = counts.find(key);
    if (it == counts.end())
        it = counts.insert(key, 0);
    if ((*it += sign) == 0)
        counts.erase(it);
}

// One event's part in the counts, added (1) or taken away (-1).
void countEvent(FacetCounts &n, const Event &e, int sign, QStringList &sources)
{
    sources.clear(); // of the event, each once (events have few accounts)
    for (const Account &a : e.accounts)
        if (!sources.contains(a.sourceId))
            sources.append(a.sourceId);
    for (const QString &s : std::as_const(sources))
        add(n.sources, s, sign);
    add(n.eras, e.eraId.str(), sign);
    add(n.places, e.placeId.str(), sign);
    for (const QString &p : e.personIds())
        add(n.people, p, sign);
    add(n.categories, e.category.str(), sign);
    add(n.importance, int(e.importance), sign);
}

FacetCounts countFacets(const Corpus &c)
{
    FacetCounts n;
    QStringList sources;
    for (const Event &e : c.events)
        countEvent(n, e, 1, sources);
    return n;
}

// How many of these places or people some event has (each has a row).
template <typename T> int knownCount(const QList<T> &list, const QHash<QString, int> &counts)
{
    return int(std::count_if(list.begin(), list.end(), [&](const T &t) { return counts.value(t.id) > 0; }));
}

// A value's row: its name (whole in the tooltip, however the column cuts
// it) and its count.
void addValue(QStandardItem *group, const QString &label, const QVariant &value, int count, QString tip = {})
{
    auto *item = new QStandardItem(label);
    item->setToolTip(tip.isEmpty() ? label : tip);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Unchecked);
    item->setData(group->data(kFacetRole), kFacetRole);
    item->setData(value, kValueRole);
    auto *number = new QStandardItem(QString::number(count));
    number->setFlags(Qt::ItemIsEnabled);
    number->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    group->appendRow({item, number});
}

} // namespace

FilterPanel::FilterPanel(CorpusModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("filterPanel"));
    m_facets = new QStandardItemModel(0, 2, this);
    m_facets->setHorizontalHeaderLabels({tr("Show events…"), tr("Events")});
    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("filterTree"));
    m_tree->setAccessibleName(tr("Filters"));
    m_tree->setModel(m_facets);
    m_tree->setUniformRowHeights(true);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The names take what the counts leave (the counts' column was 100 px
    // for four digits, and the names were cut at 1280x720); a long name is
    // cut in its middle, where a source's title repeats least, and shown
    // whole in its tooltip.
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    m_tree->setIndentation(m_tree->fontMetrics().height()); // one level: the facets' values
    m_tree->setFont(fontForLanguage(QStringLiteral("zh"), font()));
    m_disputed = new QCheckBox(tr("Only events where sources disagree"), this);
    m_disputed->setObjectName(QStringLiteral("disputedOnly"));
    auto *clear = new QPushButton(tr("Clear filters"), this);
    clear->setObjectName(QStringLiteral("clearFilters"));
    m_summary = new QLabel(this);
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(m_disputed);
    layout->addWidget(m_tree, 1);

    connect(clear, &QPushButton::clicked, this, [this] { m_model->setFilter({}); });
    connect(m_disputed, &QCheckBox::toggled, this, &FilterPanel::apply);
    connect(m_facets, &QStandardItemModel::itemChanged, this, &FilterPanel::apply);
    connect(model, &CorpusModel::corpusChanged, this, &FilterPanel::rebuild);
    connect(model, &CorpusModel::eventsChanged, this, &FilterPanel::takeEdit);
    connect(model, &CorpusModel::filterChanged, this, &FilterPanel::syncFromModel);
    rebuild();
}

QSize FilterPanel::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    const auto *view = static_cast<const QAbstractItemView *>(m_tree);
    const int margins = layout()->contentsMargins().left() + layout()->contentsMargins().right();
    const int tree = view->sizeHintForColumn(0) + m_tree->header()->sectionSize(1)
        + m_tree->verticalScrollBar()->sizeHint().width() + 2 * m_tree->frameWidth();
    const QWidget *top = window();
    const int most = (top != this ? top->width() : screen()->availableGeometry().width()) / 4;
    hint.setWidth(std::max(hint.width(), std::min(tree + margins, most)));
    return hint;
}

QStandardItem *FilterPanel::addGroup(const QString &title, int facet)
{
    auto *g = new QStandardItem(title);
    g->setFlags(Qt::ItemIsEnabled);
    QFont f = m_tree->font();
    f.setBold(true);
    g->setFont(f);
    g->setData(facet, kFacetRole);
    auto *blank = new QStandardItem;
    blank->setFlags(Qt::ItemIsEnabled);
    m_facets->appendRow({g, blank});
    return g;
}

void FilterPanel::rebuild()
{
    m_counting = false;
    m_editedMeanwhile.clear();
    const int generation = ++m_generation;
    if (!worksInBackground(m_model->corpus())) {
        m_counts = std::make_shared<FacetCounts>(countFacets(m_model->corpus()));
        fill(*m_counts);
        return;
    }
    m_counts.reset();
    m_building = true;
    m_facets->removeRows(0, m_facets->rowCount());
    m_building = false;
    m_summary->setText(tr("Counting events…"));
    m_counting = true;
    runInBackground(
        this, [corpus = m_model->corpus()] { return countFacets(corpus); },
        [this, generation](FacetCounts counts) {
            if (generation != m_generation)
                return;
            m_counting = false;
            m_counts = std::make_shared<FacetCounts>(std::move(counts));
            countEdits(std::exchange(m_editedMeanwhile, {})); // edited while they were counted
            fill(*m_counts);
        });
}

// Events changed in place: their old part in the counts goes, their new one
// comes (the corpus is not counted again).
void FilterPanel::takeEdit()
{
    if (m_counting) {
        for (const auto &[i, was] : m_model->replacedEvents()) // as the worker's copy has it
            if (std::none_of(m_editedMeanwhile.begin(), m_editedMeanwhile.end(),
                    [i = i](const auto &e) { return e.first == i; }))
                m_editedMeanwhile.append({i, was});
        return;
    }
    if (!m_counts) {
        rebuild();
        return;
    }
    countEdits(m_model->replacedEvents());
    showCounts();
}

void FilterPanel::countEdits(const QList<std::pair<int, Event>> &replaced)
{
    QStringList sources;
    for (const auto &[i, was] : replaced) {
        countEvent(*m_counts, was, -1, sources);
        countEvent(*m_counts, m_model->corpus().events[i], 1, sources);
    }
}

// The numbers in place when every value keeps its row; filled again when a
// place, person or category comes or goes.
void FilterPanel::showCounts()
{
    const FacetCounts &n = *m_counts;
    bool same = true;
    int places = 0, people = 0;
    QStringList categories;
    forEachValue([&](QStandardItem *item, int facet) {
        const QVariant value = item->data(kValueRole);
        places += facet == Places;
        people += facet == People;
        if (facet == Categories)
            categories << value.toString();
        const int count = facet == ImportanceFacet ? n.importance.value(value.toInt())
            : facet == Sources                     ? n.sources.value(value.toString())
            : facet == Eras                        ? n.eras.value(value.toString())
            : facet == Places                      ? n.places.value(value.toString())
            : facet == People                      ? n.people.value(value.toString())
                                                   : n.categories.value(value.toString());
        same = same && (count > 0 || facet == Sources || facet == Eras || facet == ImportanceFacet);
        QStandardItem *number = item->parent()->child(item->row(), 1);
        if (number && number->text() != QString::number(count))
            number->setText(QString::number(count));
    });
    categories.sort();
    QStringList now = n.categories.keys();
    now.sort();
    same = same && categories == now && places == knownCount(m_model->corpus().places, n.places)
        && people == knownCount(m_model->corpus().people, n.people);
    if (!same)
        fill(n);
    else
        syncFromModel();
}

void FilterPanel::fill(const FacetCounts &counts)
{
    m_building = true;
    m_facets->removeRows(0, m_facets->rowCount());
    const Corpus &c = m_model->corpus();
    const QString lang = m_model->displayLanguage();
    const FacetCounts &n = counts;
    QStandardItem *g = addGroup(tr("Sources"), Sources);
    // Named as the timeline's lanes and Compare name them; the title whole
    // in the tooltip.
    for (const Source &s : c.sources)
        addValue(g, shortSourceName(s), s.id, n.sources.value(s.id),
            QStringLiteral("%1 · %2").arg(s.title, languageName(s.language)));
    g = addGroup(tr("Eras"), Eras);
    for (const Era &e : c.eras)
        addValue(g, pickName(e.names, lang), e.id, n.eras.value(e.id));
    g = addGroup(tr("Places"), Places);
    for (const Place &p : c.places)
        if (n.places.value(p.id))
            addValue(g, pickName(p.names, lang), p.id, n.places.value(p.id));
    g = addGroup(tr("People"), People);
    for (const Person &p : c.people)
        if (n.people.value(p.id))
            addValue(g, pickName(p.names, lang), p.id, n.people.value(p.id));
    g = addGroup(tr("Categories"), Categories);
    QStringList cats = n.categories.keys();
    cats.sort();
    for (const QString &cat : cats)
        addValue(g, cat.isEmpty() ? tr("(none)") : categoryName(cat), cat, n.categories.value(cat));
    g = addGroup(tr("Importance"), ImportanceFacet);
    for (Importance i : {Importance::Key, Importance::Major, Importance::Minor})
        addValue(g, importanceLabel(i), int(i), n.importance.value(int(i)));
    m_tree->expandToDepth(0);
    m_tree->collapse(m_facets->index(Places, 0));
    m_tree->collapse(m_facets->index(People, 0));
    m_building = false;
    syncFromModel();
}

void FilterPanel::forEachValue(const std::function<void(QStandardItem *, int)> &f) const
{
    for (int t = 0; t < m_facets->rowCount(); ++t) {
        QStandardItem *g = m_facets->item(t);
        const int facet = g->data(kFacetRole).toInt();
        for (int k = 0; k < g->rowCount(); ++k)
            f(g->child(k), facet);
    }
}

void FilterPanel::syncFromModel()
{
    m_building = true;
    const EventFilter &f = m_model->filter();
    forEachValue([&](QStandardItem *item, int facet) {
        const Qt::CheckState state = isSelected(f, Facet(facet), item->data(kValueRole)) ? Qt::Checked : Qt::Unchecked;
        if (item->checkState() != state)
            item->setCheckState(state);
    });
    m_disputed->setChecked(f.conflictsOnly);
    m_summary->setText(f.isEmpty() ? tr("All %1 events").arg(QLocale().toString(m_model->corpus().events.size()))
                                   : tr("%1 of %2 events shown")
                                         .arg(QLocale().toString(m_model->includedCount()),
                                             QLocale().toString(m_model->corpus().events.size())));
    m_building = false;
}

void FilterPanel::apply()
{
    if (m_building)
        return;
    EventFilter f;
    forEachValue([&](QStandardItem *item, int facet) {
        if (item->checkState() == Qt::Checked)
            select(&f, Facet(facet), item->data(kValueRole));
    });
    f.conflictsOnly = m_disputed->isChecked();
    m_model->setFilter(f);
}

} // namespace parallax::ui
