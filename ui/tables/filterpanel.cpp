#include "filterpanel.h"

#include <ui/backgroundwork.h>
#include <ui/corpusmodel.h>
#include <ui/fonts.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace parallax::ui {

namespace {

enum Facet { Sources, Eras, Places, People, Categories, ImportanceFacet };
constexpr int kFacetRole = Qt::UserRole + 1;
constexpr int kValueRole = Qt::UserRole + 2;

} // namespace

FilterPanel::FilterPanel(CorpusModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("filterPanel"));
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("filterTree"));
    m_tree->setAccessibleName(tr("Filters"));
    m_tree->setHeaderLabels({tr("Show events…"), tr("Events")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(false);
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
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *, int) { apply(); });
    connect(model, &CorpusModel::corpusChanged, this, &FilterPanel::rebuild);
    connect(model, &CorpusModel::filterChanged, this, &FilterPanel::syncFromModel);
    rebuild();
}

// How many events each facet value has.
struct FacetCounts
{
    QHash<QString, int> bySource, byEra, byPlace, byPerson, byCategory;
    QHash<int, int> byImportance;
};

namespace {

FacetCounts countFacets(const Corpus &c)
{
    FacetCounts n;
    QStringList sources; // of one event, each once
    for (const Event &e : c.events) {
        sources.clear();
        for (const Account &a : e.accounts)
            if (!sources.contains(a.sourceId))
                sources.append(a.sourceId);
        for (const QString &s : std::as_const(sources))
            n.bySource[s]++;
        n.byEra[e.eraId]++;
        n.byPlace[e.placeId]++;
        for (const QString &p : e.personIds)
            n.byPerson[p]++;
        n.byCategory[e.category]++;
        n.byImportance[int(e.importance)]++;
    }
    return n;
}

} // namespace

// A large corpus is counted on a worker thread; the tree fills when it is done.
void FilterPanel::rebuild()
{
    const int generation = ++m_generation;
    if (!worksInBackground(m_model->corpus())) {
        fill(countFacets(m_model->corpus()));
        return;
    }
    m_building = true;
    m_tree->clear();
    m_building = false;
    m_summary->setText(tr("Counting events…"));
    runInBackground(
        this, [corpus = m_model->corpus()] { return countFacets(corpus); },
        [this, generation](FacetCounts counts) {
            if (generation == m_generation)
                fill(counts);
        });
}

void FilterPanel::fill(const FacetCounts &counts)
{
    m_building = true;
    m_tree->clear();
    const Corpus &c = m_model->corpus();
    const QString lang = m_model->displayLanguage();
    const QHash<QString, int> &bySource = counts.bySource, &byEra = counts.byEra, &byPlace = counts.byPlace,
                              &byPerson = counts.byPerson, &byCategory = counts.byCategory;
    const QHash<int, int> &byImportance = counts.byImportance;
    auto group = [&](const QString &title, Facet facet) {
        auto *g = new QTreeWidgetItem(m_tree, {title});
        g->setFlags(Qt::ItemIsEnabled);
        QFont f = g->font(0);
        f.setBold(true);
        g->setFont(0, f);
        g->setData(0, kFacetRole, int(facet));
        return g;
    };
    auto value = [&](QTreeWidgetItem *g, const QString &label, const QVariant &v, int count) {
        auto *item = new QTreeWidgetItem(g, {label, QString::number(count)});
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(0, Qt::Unchecked);
        item->setData(0, kFacetRole, g->data(0, kFacetRole));
        item->setData(0, kValueRole, v);
        item->setTextAlignment(1, Qt::AlignRight);
    };
    QTreeWidgetItem *g = group(tr("Sources"), Sources);
    for (const Source &s : c.sources)
        value(g, s.title, s.id, bySource.value(s.id));
    g = group(tr("Eras"), Eras);
    for (const Era &e : c.eras)
        value(g, pickName(e.names, lang), e.id, byEra.value(e.id));
    g = group(tr("Places"), Places);
    for (const Place &p : c.places)
        if (byPlace.value(p.id))
            value(g, pickName(p.names, lang), p.id, byPlace.value(p.id));
    g = group(tr("People"), People);
    for (const Person &p : c.people)
        if (byPerson.value(p.id))
            value(g, pickName(p.names, lang), p.id, byPerson.value(p.id));
    g = group(tr("Categories"), Categories);
    QStringList cats = byCategory.keys();
    cats.sort();
    for (const QString &cat : cats)
        value(g, cat.isEmpty() ? tr("(none)") : cat, cat, byCategory.value(cat));
    g = group(tr("Importance"), ImportanceFacet);
    for (Importance i : {Importance::Key, Importance::Major, Importance::Minor})
        value(g, importanceName(i), int(i), byImportance.value(int(i)));
    m_tree->expandToDepth(0);
    m_tree->collapseItem(m_tree->topLevelItem(Places));
    m_tree->collapseItem(m_tree->topLevelItem(People));
    m_building = false;
    syncFromModel();
}

void FilterPanel::syncFromModel()
{
    m_building = true;
    const EventFilter &f = m_model->filter();
    for (int t = 0; t < m_tree->topLevelItemCount(); ++t) {
        QTreeWidgetItem *g = m_tree->topLevelItem(t);
        for (int k = 0; k < g->childCount(); ++k) {
            QTreeWidgetItem *item = g->child(k);
            const QVariant v = item->data(0, kValueRole);
            bool on = false;
            switch (Facet(g->data(0, kFacetRole).toInt())) {
            case Sources:
                on = f.sources.contains(v.toString());
                break;
            case Eras:
                on = f.eras.contains(v.toString());
                break;
            case Places:
                on = f.places.contains(v.toString());
                break;
            case People:
                on = f.people.contains(v.toString());
                break;
            case Categories:
                on = f.categories.contains(v.toString());
                break;
            case ImportanceFacet:
                on = f.importance.contains(v.toInt());
                break;
            }
            item->setCheckState(0, on ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_disputed->setChecked(f.conflictsOnly);
    m_summary->setText(f.isEmpty() ? tr("All %1 events").arg(m_model->corpus().events.size())
                                   : tr("%1 of %2 events shown").arg(m_model->includedCount()).arg(m_model->corpus().events.size()));
    m_building = false;
}

void FilterPanel::apply()
{
    if (m_building)
        return;
    EventFilter f;
    for (int t = 0; t < m_tree->topLevelItemCount(); ++t) {
        QTreeWidgetItem *g = m_tree->topLevelItem(t);
        for (int k = 0; k < g->childCount(); ++k) {
            QTreeWidgetItem *item = g->child(k);
            if (item->checkState(0) != Qt::Checked)
                continue;
            const QVariant v = item->data(0, kValueRole);
            switch (Facet(g->data(0, kFacetRole).toInt())) {
            case Sources:
                f.sources.insert(v.toString());
                break;
            case Eras:
                f.eras.insert(v.toString());
                break;
            case Places:
                f.places.insert(v.toString());
                break;
            case People:
                f.people.insert(v.toString());
                break;
            case Categories:
                f.categories.insert(v.toString());
                break;
            case ImportanceFacet:
                f.importance.insert(v.toInt());
                break;
            }
        }
    }
    f.conflictsOnly = m_disputed->isChecked();
    m_model->setFilter(f);
}

} // namespace parallax::ui
